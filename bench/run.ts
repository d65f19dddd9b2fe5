/**
 * `npm run bench`: loads a synthetic 100,000-agent catalogue into its own data directory (once),
 * times the catalogue queries in-process, then starts the real server on it and measures each
 * route with autocannon (50 connections). Prints figures; asserts nothing.
 *
 *   BENCH_AGENTS=100000 BENCH_SECONDS=10 npm run bench
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import autocannon from 'autocannon'
import { db, openDatabase, useDatabase } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { findAgents, refreshSearchLexicon } from '../server/catalogue/index.ts'
import { insertAgents } from '../server/catalogue/insert-agents.ts'
import { createSyntheticAgents } from './synthetic-agents.ts'

const TOTAL = Number(process.env.BENCH_AGENTS ?? 100_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const PORT = Number(process.env.BENCH_PORT ?? 3300)
const DATA_DIR = `bench/.data/pglite-${TOTAL}`

async function prepareDatabase() {
  const isNew = !existsSync(DATA_DIR)
  const handle = await openDatabase({ kind: 'pglite', dataDir: DATA_DIR })
  useDatabase(handle)
  if (isNew) {
    const started = performance.now()
    await migrateDatabase(handle)
    await insertAgents({ drafts: createSyntheticAgents(TOTAL) })
    // A third of the catalogue gets ratings so rating filters and sorts have work to do.
    await db.execute(sql`update agents set average_rating = round((1 + random() * 4)::numeric, 2), total_ratings = 1 + floor(random() * 200) where id % 3 = 0`)
    await refreshSearchLexicon()
    await db.execute(sql`vacuum analyze`)
    console.log(`Loaded ${TOTAL} synthetic agents in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  }

  return handle
}

const QUERIES = {
  'list, default order': {},
  'list, industry + difficulty, by rating': { useCase: 'legal', difficulty: 'beginner', sort: 'rating' },
  'list, free, rating ≥ 4': { pricing: 'free', rating: '4' },
  'search "contract review"': { search: 'contract review' },
  'search with typo "contrct reveiw"': { search: 'contrct reveiw' },
} as const

const SEARCH_WORDS = ['contract', 'invoice', 'patient', 'lesson', 'candidate', 'lead', 'ticket', 'report', 'meeting', 'policy', 'claim', 'budget']

/**
 * Each run asks for a different page (and searches a different subject), so the catalogue's
 * per-version result cache never answers: these are the database's own times.
 */
async function timeQueries() {
  console.log('\nIn-process catalogue queries, uncached (PGlite, 30 distinct queries each after 3 warm-ups)')
  for (const [label, query] of Object.entries(QUERIES)) {
    const durations: number[] = []
    for (let run = 0; run < 33; run++) {
      const distinct: Record<string, unknown> = { ...query, offset: String(run * 24) }
      if ('search' in query) distinct.search = `${query.search} ${SEARCH_WORDS[run % SEARCH_WORDS.length]}`
      const started = performance.now()
      await findAgents(distinct as never)
      if (run >= 3) durations.push(performance.now() - started)
    }
    durations.sort((a, b) => a - b)
    const p50 = durations[Math.floor(durations.length / 2)]!
    const p95 = durations[Math.floor(durations.length * 0.95)]!
    console.log(`  ${label.padEnd(40)} p50 ${p50.toFixed(2)} ms   p95 ${p95.toFixed(2)} ms`)
  }
}

async function measureRoutes(agentId: number) {
  const server = spawn(process.execPath, ['scripts/start.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), DATA_DIR, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const base = `http://127.0.0.1:${PORT}`
  for (let attempt = 0; ; attempt++) {
    if (server.exitCode !== null || attempt > 480) throw new Error('The server did not start; see its output above')
    if (await fetch(`${base}/api/health`).then((response) => response.ok, () => false)) break
    await new Promise((resolve) => setTimeout(resolve, 250))
  }

  // /agents/{id} answers 301 to its canonical /agents/{id}-{slug}: measure the page itself.
  const detail = await fetch(`${base}/agents/${agentId}`, { redirect: 'manual' })
  const detailPath = new URL(detail.headers.get('location') ?? `/agents/${agentId}`, base).pathname

  const routes = {
    'hello world (/api/health)': '/api/health',
    'GET /api/agents (filters)': '/api/agents?useCase=legal&difficulty=beginner&sort=rating',
    'GET /api/agents (search)': '/api/agents?search=contract%20review',
    'marketplace page': '/marketplace',
    'agent detail page': detailPath,
  }
  console.log(`\nHTTP, autocannon, 50 connections, ${SECONDS} s each`)
  console.log(`  ${'route'.padEnd(30)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'non-2xx'.padStart(8)}`)
  for (const [label, path] of Object.entries(routes)) {
    const result = await autocannon({ url: `${base}${path}`, connections: 50, duration: SECONDS })
    console.log(
      `  ${label.padEnd(30)} ${result.requests.average.toFixed(0).padStart(8)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(8)} ${String(result.non2xx).padStart(8)}`,
    )
  }
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
}

const handle = await prepareDatabase()
await timeQueries()
const [row] = (await db.execute(sql`select id from agents order by id limit 1 offset 500`)).rows as { id: number }[]
await handle.close()
await measureRoutes(row!.id)
