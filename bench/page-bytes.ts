/**
 * `npm run bench:page-bytes -- <url>…`: where a page's HTML bytes go (issue 19: a cached page is bound
 * by the bytes it writes, decision 053). For each URL, as an anonymous browser without compression:
 * the head, each inline script (the loader data React Router streams for hydration, its route
 * manifest and entry, the preference and scroll scripts), the cards (`<article>`: count, total, the
 * largest), the rest of the body, and the class and attribute strings repeated most across the page.
 * Prints figures; asserts nothing. Point it at a running server:
 *
 *   npm run bench:page-bytes -- http://127.0.0.1:3700/marketplace 'http://127.0.0.1:3700/marketplace?useCase=legal'
 */
import { Buffer } from 'node:buffer'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

const byteLength = (text: string) => Buffer.byteLength(text)

function scriptLabel(script: string): string {
  if (script.includes('streamController.enqueue')) return 'loader data (turbo-stream)'
  if (script.includes('streamController.close')) return 'loader data, end'
  if (script.includes('__reactRouterContext =')) return 'router context'
  if (script.includes('type="module"')) return 'route manifest and entry'

  return `script ${script.slice(8, 30).replace(/\s+/g, ' ')}…`
}

/** A card's parts, as app/components/agent-card.tsx lays them out (decision 042). */
const CARD_PARTS: [string, RegExp][] = [
  ['header (avatar, title, source, price)', /<header>[\s\S]*?<\/header>/],
  ['description', /<\/header><p>[\s\S]*?<\/p>/],
  ['tags', /<ul[\s\S]*?<\/ul>/],
  ['rating, GitHub stars, link health', /<\/ul><p>[\s\S]*?<\/p>/],
  ['footer (actions)', /<footer>[\s\S]*?<\/footer>/],
]

function cardParts(cards: string[]): string[] {
  return CARD_PARTS.map(([label, pattern]) => {
    const bytes = cards.reduce((total, card) => total + byteLength(pattern.exec(card)?.[0] ?? ''), 0)

    return `${label.padEnd(40)}${String(bytes).padStart(6)}`
  })
}

/** The strings repeated most (class lists, attributes), with the bytes all their copies take. */
function repeatedStrings(html: string, pattern: RegExp, top = 8): string[] {
  const counts = new Map<string, number>()
  for (const match of html.matchAll(pattern)) counts.set(match[0], (counts.get(match[0]) ?? 0) + 1)

  return [...counts.entries()]
    .map(([text, count]) => ({ text, count, bytes: byteLength(text) * count }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, top)
    .map(({ text, count, bytes }) => `${String(bytes).padStart(6)} B  ${String(count).padStart(3)}× ${text.length > 90 ? `${text.slice(0, 90)}…` : text}`)
}

async function breakDown(url: string) {
  const response = await fetch(url, { headers: { 'user-agent': BROWSER, 'accept-encoding': 'identity' } })
  const html = await response.text()
  const headEnd = html.indexOf('</head>') + '</head>'.length
  const body = html.slice(headEnd)
  const scripts = [...body.matchAll(/<script[^>]*>[\s\S]*?<\/script>/g)].map((match) => match[0])
  const cards = [...body.matchAll(/<article[\s\S]*?<\/article>/g)].map((match) => match[0])
  const scriptBytes = scripts.reduce((total, script) => total + byteLength(script), 0)
  const cardBytes = cards.reduce((total, card) => total + byteLength(card), 0)

  console.log(`\n${url}: ${byteLength(html)} bytes of HTML (status ${response.status})`)
  const line = (label: string, bytes: number) => console.log(`  ${label.padEnd(42)}${String(bytes).padStart(6)}`)
  line('head', byteLength(html.slice(0, headEnd)))
  for (const script of scripts) line(scriptLabel(script), byteLength(script))
  line(`cards (${cards.length}, ${cards.length ? Math.round(cardBytes / cards.length) : 0} each)`, cardBytes)
  for (const part of cardParts(cards)) console.log(`    ${part}`)
  line('rest of the body', byteLength(body) - scriptBytes - cardBytes)
  console.log('  repeated class lists:')
  for (const repeated of repeatedStrings(body, /class="[^"]*"/g)) console.log(`    ${repeated}`)
  console.log('  repeated attributes (other than class):')
  for (const repeated of repeatedStrings(body, /\s(?!class=)[a-z-]+="[^"]*"/g)) console.log(`    ${repeated}`)
}

const urls = process.argv.slice(2)
if (urls.length === 0) throw new Error('Name the pages to break down: npm run bench:page-bytes -- http://127.0.0.1:3700/marketplace')
for (const url of urls) await breakDown(url)
