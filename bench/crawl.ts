/**
 * `npm run bench:crawl`: a full crawl of every fixture source (directory snapshots, GitHub and
 * Hugging Face recordings) through the local fixture server into a fresh database, the same code
 * path as a live crawl. Prints each source's counts, entries per second, the wall time and the
 * process's CPU time (on a loaded machine the wall time is mostly waiting).
 * Asserts nothing. BENCH_DATABASE_URL=postgres://… runs it on a Postgres server (a fresh database).
 */
import { randomBytes } from 'node:crypto'
import os from 'node:os'
import { sql } from 'drizzle-orm'

process.env.LOG_LEVEL ??= 'warn'

const { openDatabase, useDatabase } = await import('../db/client.ts')
const { migrateDatabase } = await import('../db/migrate.ts')
const { findCrawlRuns, runCrawl } = await import('../server/crawler/index.ts')
const { startFixtureServer } = await import('../tests/support/fixture-server.ts')

async function freshDatabase() {
  const url = process.env.BENCH_DATABASE_URL
  if (!url) return { handle: await openDatabase({ kind: 'pglite' }), drop: async () => {} }

  const name = `agent_atlas_bench_${randomBytes(4).toString('hex')}`
  const admin = await openDatabase({ kind: 'postgres', url, max: 1 })
  await admin.db.execute(sql.raw(`CREATE DATABASE ${name}`))
  const target = new URL(url)
  target.pathname = `/${name}`
  const handle = await openDatabase({ kind: 'postgres', url: target.toString(), max: 4 })

  return {
    handle,
    drop: async () => {
      await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
      await admin.close()
    },
  }
}

const server = await startFixtureServer()
const { handle, drop } = await freshDatabase()
useDatabase(handle)
await migrateDatabase(handle)

const started = performance.now()
const cpuBefore = process.cpuUsage()
const { runId, status } = await runCrawl({
  trigger: 'cli',
  settings: { isLive: true, baseUrls: server.baseUrls, linkChecksPerRun: 0, maxRateLimitWaitMs: 0, tokens: { github: null, huggingFace: null } },
  retryDelayMs: 1,
})
const seconds = (performance.now() - started) / 1000
const cpu = process.cpuUsage(cpuBefore)
const [run] = await findCrawlRuns({ limit: 1, runId, includeErrorMessages: true })

console.log(`\nFull crawl of the fixture sources on ${handle.kind} (${status}): ${server.requests.length} HTTP requests`)
console.log('source        fetched      new  updated  duplicates  unchanged  skipped  errors')
let entries = 0
let stored = 0
for (const source of run?.sources ?? []) {
  const skipped = source.skippedNotFree + source.skippedInvalid + source.skippedFiltered
  entries += source.fetched
  stored += source.created + source.updated + source.duplicates + source.unchanged
  console.log(
    `${source.sourceKey.padEnd(12)} ${String(source.fetched).padStart(8)} ${String(source.created).padStart(8)} ${String(source.updated).padStart(8)} ${String(source.duplicates).padStart(11)} ${String(source.unchanged).padStart(10)} ${String(skipped).padStart(8)} ${String(source.errors).padStart(7)}`,
  )
}
const [{ agents }] = (await handle.db.execute(sql`select count(*)::int as agents from agents`)).rows as [{ agents: number }]
console.log(`\n${entries.toLocaleString('en-US')} entries (${stored.toLocaleString('en-US')} merged, the rest skipped) into ${agents.toLocaleString('en-US')} agents`)
console.log(`Wall time ${seconds.toFixed(1)} s: ${(entries / seconds).toFixed(0)} entries/s, ${(stored / seconds).toFixed(0)} merged drafts/s`)
// On a shared machine the wall time is mostly waiting for a core; the CPU time is the crawl's own cost.
console.log(`CPU time of this process during the crawl ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s (load average ${os.loadavg()[0]!.toFixed(1)})`)

await handle.close()
await drop()
await server.close()
