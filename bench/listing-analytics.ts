/**
 * `npm run bench:analytics`: the agent detail page's throughput with view counting off and on
 * (issue 13: counting may cost at most 5%). Loads a small synthetic catalogue into its own data
 * directory (once), makes one agent owned, then starts the real server twice (ANALYTICS_COUNTING
 * false, then true) and measures the page with autocannon, as an anonymous browser (answered by
 * the page cache, counted by its hit hook) and with a cookie (rendered, counted by the loader).
 * Prints figures; asserts nothing.
 *
 *   BENCH_AGENTS=2000 BENCH_SECONDS=10 npm run bench:analytics
 */
import { existsSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import autocannon from 'autocannon'
import { db, openDatabase, useDatabase } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { insertAgents } from '../server/catalogue/insert-agents.ts'
import { createSyntheticAgents } from './synthetic-agents.ts'
import { startBuiltServer } from './built-server.ts'

const TOTAL = Number(process.env.BENCH_AGENTS ?? 2_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const PORT = Number(process.env.BENCH_PORT ?? 3301)
const DATA_DIR = `bench/.data/pglite-analytics-${TOTAL}`
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

async function prepareDatabase(): Promise<number> {
  const isNew = !existsSync(DATA_DIR)
  const handle = await openDatabase({ kind: 'pglite', dataDir: DATA_DIR })
  useDatabase(handle)
  if (isNew) {
    await migrateDatabase(handle)
    await insertAgents({ drafts: createSyntheticAgents(TOTAL) })
    await db.execute(sql`insert into users (email, name, password_hash) values ('bench-builder@example.test', 'Bench Builder', 'not-a-hash') on conflict do nothing`)
  }
  const [row] = (await db.execute(sql`select id from agents order by id limit 1 offset 100`)).rows as { id: number }[]
  await db.execute(sql`update agents set owner_user_id = (select id from users where email = 'bench-builder@example.test') where id = ${row!.id}`)
  await handle.close()

  return row!.id
}

function startServer(isCounting: boolean) {
  return startBuiltServer({ port: PORT, env: { DATA_DIR, ANALYTICS_COUNTING: String(isCounting) } })
}

async function measure(url: string, headers: Record<string, string>) {
  // A short warm-up so both runs start from a filled page cache and a warmed JIT.
  await autocannon({ url, connections: 10, duration: 2, headers })
  const result = await autocannon({ url, connections: 50, duration: SECONDS, headers })

  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx }
}

const agentId = await prepareDatabase()
const figures: Record<string, Record<string, Awaited<ReturnType<typeof measure>>>> = {}
for (const isCounting of [false, true]) {
  const { base, stop } = await startServer(isCounting)
  const detail = await fetch(`${base}/agents/${agentId}`, { redirect: 'manual' })
  const url = new URL(detail.headers.get('location') ?? `/agents/${agentId}`, base).href
  const label = isCounting ? 'counting on' : 'counting off'
  figures[label] = {
    'anonymous (page cache)': await measure(url, { 'user-agent': BROWSER }),
    'with a cookie (rendered)': await measure(url, { 'user-agent': BROWSER, cookie: 'bench=1' }),
  }
  // Stopping flushes what is still in memory (graceful shutdown); the views are printed below.
  await stop()
}

const handle = await openDatabase({ kind: 'pglite', dataDir: DATA_DIR })
useDatabase(handle)
const [counted] = (await db.execute(sql`select coalesce(sum(views), 0)::int as views, coalesce(sum(unique_visitors), 0)::int as visitors from listing_daily_stats where agent_id = ${agentId}`)).rows as { views: number; visitors: number }[]
await handle.close()

console.log(`\nAgent detail page, autocannon, 50 connections, ${SECONDS} s each (${TOTAL} agents)`)
console.log(`  ${'request'.padEnd(28)} ${'counting'.padEnd(14)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'non-2xx'.padStart(8)}`)
for (const kind of ['anonymous (page cache)', 'with a cookie (rendered)']) {
  for (const label of ['counting off', 'counting on']) {
    const figure = figures[label]![kind]!
    console.log(`  ${kind.padEnd(28)} ${label.padEnd(14)} ${figure.rps.toFixed(0).padStart(8)} ${String(figure.p50).padStart(8)} ${String(figure.p99).padStart(8)} ${String(figure.non2xx).padStart(8)}`)
  }
  const change = (figures['counting on']![kind]!.rps / figures['counting off']![kind]!.rps - 1) * 100
  console.log(`  ${''.padEnd(28)} ${'change'.padEnd(14)} ${`${change >= 0 ? '+' : ''}${change.toFixed(1)}%`.padStart(8)}`)
}
console.log(`\nViews stored for the agent so far (all runs, flushed on shutdown): ${counted?.views}; unique visitors: ${counted?.visitors}`)
