/**
 * `npm run bench:weight`: what a first visit downloads (issue 19: HTML of a 24-card marketplace ≤ 60 KB
 * raw, first-load JavaScript ≤ 120 KB gzipped). For each page, as an anonymous browser: the HTML's
 * bytes (raw and gzipped), the loader data React Router inlines for hydration, and the gzipped size of
 * every script the page loads (modulepreload links, the inline module's imports, and the static
 * imports those chunks pull in), read from build/client. Prints figures; asserts nothing.
 *
 * Starts the built server (`npm run build` first) on its own data directory, seeded with the shipped
 * catalogue at its first start, or measures a running one: `BENCH_URL=http://127.0.0.1:3000 npm run bench:weight`.
 */
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { startBuiltServer } from './built-server.ts'

const PORT = Number(process.env.BENCH_PORT ?? 3302)
const DATA_DIR = 'bench/.data/pglite-weight'
const CLIENT_ROOT = 'build/client'
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

/** gzip -9, as Vite's build report and most servers' static compression. */
const gzippedBytes = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length
const kilobytes = (bytes: number) => (bytes / 1000).toFixed(1)

/**
 * The /assets/*.js files the page loads: its modulepreload links and the inline entry's imports. The
 * inline route manifest also names other routes' modules (the index route, and with lazy route discovery
 * its `"url"`): those load only when the visitor navigates there, so they are not counted.
 */
function scriptsNamedBy(html: string): string[] {
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!)
  const imported = [...html.matchAll(/\bimport\s*(?:[^"'()]*?\bfrom\s*|\(\s*)["'](\/assets\/[^"']+\.js)["']/g)].map((match) => match[1]!)

  return [...new Set([...preloaded, ...imported])]
}

/** A chunk's static imports (`import"./x.js"`, `from"./x.js"`), relative to the assets folder. */
function staticImportsOf(source: string): string[] {
  return [...source.matchAll(/(?:\bimport|\bfrom)\s*["']\.\/([^"']+\.js)["']/g)].map((match) => `/assets/${match[1]}`)
}

function firstLoadScripts(html: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>()
  const pending = scriptsNamedBy(html)
  while (pending.length > 0) {
    const path = pending.pop()!
    if (files.has(path)) continue
    const source = readFileSync(`${CLIENT_ROOT}${path}`)
    files.set(path, source)
    pending.push(...staticImportsOf(source.toString('utf8')))
  }

  return files
}

/** Bytes of the inline scripts that stream the loader data (turbo-stream) into the page. */
function loaderDataBytes(html: string): number {
  return [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
    .filter((match) => match[1]!.includes('streamController'))
    .reduce((total, match) => total + Buffer.byteLength(match[1]!), 0)
}

function countCards(html: string): number {
  return (html.match(/<article/g) ?? []).length
}

async function measure(base: string, label: string, path: string) {
  const response = await fetch(`${base}${path}`, { headers: { 'user-agent': BROWSER, 'accept-encoding': 'identity' } })
  const html = await response.text()
  const scripts = firstLoadScripts(html)
  const scriptGzip = [...scripts.values()].reduce((total, source) => total + gzippedBytes(source), 0)
  const largest = [...scripts.entries()]
    .map(([path, source]) => ({ path: path.replace('/assets/', ''), gzip: gzippedBytes(source) }))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 4)

  return {
    page: label,
    status: response.status,
    cards: countCards(html),
    'html KB': kilobytes(Buffer.byteLength(html)),
    'html gz KB': kilobytes(gzippedBytes(html)),
    'loader data KB': kilobytes(loaderDataBytes(html)),
    scripts: scripts.size,
    'js gz KB': kilobytes(scriptGzip),
    largest: largest.map((chunk) => `${chunk.path} ${kilobytes(chunk.gzip)}`).join(', '),
  }
}

async function main() {
  const server = process.env.BENCH_URL ? undefined : await startBuiltServer({ port: PORT, env: { DATA_DIR, CRAWLER_SCHEDULE: 'off' } })
  const base = process.env.BENCH_URL ?? server!.base
  try {
    // The first card's page on the marketplace: a real agent whatever the catalogue holds.
    const marketplace = await (await fetch(`${base}/marketplace`, { headers: { 'user-agent': BROWSER } })).text()
    const agentPath = /href="(\/agents\/[^"/?#]+)"/.exec(marketplace)?.[1]
    const pages: [string, string][] = [
      ['home', '/'],
      ['marketplace', '/marketplace'],
      ['marketplace legal', '/marketplace?useCase=legal'],
      ...(agentPath ? [['agent page', agentPath] as [string, string]] : []),
      ['matchmaker', '/matchmaker'],
    ]
    const rows = []
    for (const [label, path] of pages) rows.push(await measure(base, label, path))
    console.table(rows)
  } finally {
    await server?.stop()
  }
}

await main()
