/**
 * `npm run bench:lighthouse`: Lighthouse 13 (mobile, its default emulation and throttling) on the home
 * page, the marketplace, an agent page and the matchmaker, run in Debian's Chromium (issue 19: performance
 * ≥ 95, accessibility, best practices and SEO 100). Prints the four category scores per page (the run
 * with the median performance of `LIGHTHOUSE_RUNS`, default 3), the performance metrics, and every
 * audit that lost points; asserts nothing.
 *
 * `LIGHTHOUSE_REPORTS=<dir>` keeps each page's full JSON report there.
 *
 * Starts the built server (`npm run build` first) on its own data directory, seeded with the shipped
 * catalogue at its first start, or measures a running one: `BENCH_URL=http://127.0.0.1:3000 npm run bench:lighthouse`.
 * Lighthouse runs one page at a time in one browser; on a loaded machine the performance score moves
 * by a few points between runs (its CPU throttling multiplies the machine's own slowness).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { startBuiltServer } from './built-server.ts'

/** Where to keep each page's full JSON report (open it in https://googlechrome.github.io/lighthouse/viewer/), if set. */
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS
const PORT = Number(process.env.BENCH_PORT ?? 3303)
const DATA_DIR = 'bench/.data/pglite-lighthouse'
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const

type TAudit = { id: string; title: string; score: number | null; scoreDisplayMode: string; displayValue?: string }

/** Runs per page (median by performance score): on a shared machine one run moves by several points. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)

async function auditOnce(url: string, port: number) {
  // A trace Chromium failed to record (NO_NAVSTART, NO_FCP) says nothing about the page: run it again.
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (!result.lhr.runtimeError || attempt === 3) return result
  }
}

async function audit(url: string, port: number, label?: string) {
  const results = []
  for (let run = 0; run < (label ? RUNS : 1); run++) results.push(await auditOnce(url, port))
  results.sort((a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0))
  const result = results[Math.floor(results.length / 2)]!
  if (REPORTS_DIR && label) {
    mkdirSync(REPORTS_DIR, { recursive: true })
    writeFileSync(`${REPORTS_DIR}/${label.replaceAll(' ', '-')}.json`, String(result.report))
  }
  const { categories, audits } = result.lhr
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]))
  const metrics = Object.fromEntries(METRICS.map((id) => [id, audits[id]?.displayValue ?? '?']))
  // Audits in a scored category that did not pass: what to fix.
  const scoredIds = new Set(CATEGORIES.flatMap((id) => (categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0).map((ref) => ref.id)))
  const failing = Object.values(audits as Record<string, TAudit>)
    .filter((entry) => scoredIds.has(entry.id) && entry.score !== null && entry.score < 1 && ['binary', 'numeric', 'metricSavings'].includes(entry.scoreDisplayMode))
    .map((entry) => `${entry.id} (${entry.score}${entry.displayValue ? `, ${entry.displayValue}` : ''})`)
  const performanceRuns = results.map((entry) => Math.round((entry.lhr.categories.performance?.score ?? 0) * 100)).join('/')

  return { scores, metrics, failing, performanceRuns }
}

async function main() {
  const server = process.env.BENCH_URL ? undefined : await startBuiltServer({ port: PORT, env: { DATA_DIR, CRAWLER_SCHEDULE: 'off' } })
  const base = process.env.BENCH_URL ?? server!.base
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS })
  try {
    // The first card's page on the marketplace: a real agent whatever the catalogue holds.
    const marketplace = await (await fetch(`${base}/marketplace`)).text()
    const agentPath = /href="(\/agents\/[^"/?#]+)"/.exec(marketplace)?.[1]
    const pages: [string, string][] = [
      ['home', '/'],
      ['marketplace', '/marketplace'],
      ...(agentPath ? [['agent page', agentPath] as [string, string]] : []),
      ['matchmaker', '/matchmaker'],
    ]
    // `LIGHTHOUSE_PAGES=marketplace,home` measures only those.
    const only = process.env.LIGHTHOUSE_PAGES?.split(',')
    if (only) pages.splice(0, pages.length, ...pages.filter(([label]) => only.includes(label)))
    // One throwaway run, so the first page measured does not pay for the server's and browser's warm-up.
    await audit(`${base}/`, chrome.port)
    const rows = []
    const failures: string[] = []
    for (const [label, path] of pages) {
      const { scores, metrics, failing, performanceRuns } = await audit(`${base}${path}`, chrome.port, label)
      rows.push({ page: label, ...scores, 'performance runs': performanceRuns, LCP: metrics['largest-contentful-paint'], TBT: metrics['total-blocking-time'], CLS: metrics['cumulative-layout-shift'], FCP: metrics['first-contentful-paint'] })
      if (failing.length > 0) failures.push(`${label}: ${failing.join('; ')}`)
    }
    console.table(rows)
    if (failures.length > 0) console.log(`Audits that lost points:\n${failures.join('\n')}`)
  } finally {
    chrome.kill()
    await server?.stop()
  }
}

await main()
