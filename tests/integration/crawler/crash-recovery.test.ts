import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { db, openDatabase, useDatabase, type DatabaseHandle } from '../../../db/client.ts'
import { migrateDatabase } from '../../../db/migrate.ts'
import { runCrawl } from '../../../server/crawler/run-crawl.ts'
import { testDatabaseKind } from '../../support/database.ts'
import { openMigratedPglite } from '../../support/pglite-template.ts'
import { startFixtureServer, type FixtureServer } from '../../support/fixture-server.ts'
import { adminUrl, withDatabase } from '../../support/postgres.ts'
import { accountedFor, countAgents, sourceRow } from './crawl-helpers.ts'

const CHILD = fileURLToPath(new URL('./crash-child.ts', import.meta.url))

let server: FixtureServer
let handle: DatabaseHandle | undefined
type ChildDatabase = { env: Record<string, string>; open: () => Promise<DatabaseHandle>; remove: () => Promise<void> }
let childDatabase: ChildDatabase

/** A database both processes can open: a PGlite data dir in a temp folder, or a database on the server. */
async function prepareDatabase(): Promise<ChildDatabase> {
  if (testDatabaseKind() === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!
    const name = `agent_atlas_crash_${randomBytes(5).toString('hex')}`
    const admin = await openDatabase({ kind: 'postgres', url: adminUrl(url), max: 1 })
    await admin.db.execute(sql.raw(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`))

    return {
      env: { CRASH_DATABASE_URL: withDatabase(url, name) },
      open: () => openDatabase({ kind: 'postgres', url: withDatabase(url, name), max: 4 }),
      remove: async () => {
        await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
        await admin.close()
      },
    }
  }
  const directory = await mkdtemp(join(tmpdir(), 'atlas-crash-'))
  // Migrated before the child opens it: its own migrateDatabase then finds nothing to do.
  await (await openMigratedPglite(directory)).close()

  return {
    env: { CRASH_PGLITE_DIR: directory },
    open: () => openDatabase({ kind: 'pglite', dataDir: directory }),
    remove: () => rm(directory, { recursive: true, force: true }),
  }
}

/** Starts the child and resolves once it has merged at least `entries` entries. */
function startChild(entries: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [CHILD], {
    env: { ...process.env, ...childDatabase.env, CRASH_FIXTURE_ORIGIN: server.origin, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let errors = ''
  child.stderr.on('data', (chunk) => (errors += String(chunk)))

  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      for (const line of String(chunk).split('\n')) {
        const fetched = Number(/^progress \S+ (\d+)/.exec(line)?.[1] ?? -1)
        if (fetched >= entries) resolve(child)
      }
    })
    child.once('exit', (code) => reject(new Error(`The child ended (${code}) before the kill: ${errors.slice(0, 2000)}`)))
  })
}

beforeAll(async () => {
  // Slow answers keep the child crawling long enough to be killed in the middle.
  server = await startFixtureServer({ delayMs: 150 })
  childDatabase = await prepareDatabase()
}, 60_000)
afterAll(async () => {
  await handle?.close()
  await childDatabase.remove()
  await server.close()
})

describe('a crawl whose process is killed', () => {
  it('is marked failed at the next start, and the next run completes with no duplicates and consistent counts', async () => {
    const child = await startChild(30)
    child.kill('SIGKILL')
    await new Promise((resolve) => child.once('exit', resolve))

    handle = await childDatabase.open()
    useDatabase(handle)
    await migrateDatabase(handle)
    const [killed] = (await db.execute(sql`select id, status from crawl_runs order by id`)).rows as { id: number; status: string }[]
    expect(killed).toMatchObject({ status: 'running' })
    const agentsBefore = await countAgents()
    expect(agentsBefore).toBeGreaterThanOrEqual(30)

    server.scenario.delayMs = 0
    // A long heartbeat threshold: the dead run is recognised by its owner process being gone.
    const { runId, status } = await runCrawl({
      trigger: 'cli',
      sourceKeys: ['github', 'huggingface'],
      settings: { isLive: true, baseUrls: server.baseUrls, linkChecksPerRun: 0, maxRateLimitWaitMs: 0, staleAfterMs: 3_600_000, tokens: { github: null, huggingFace: null } },
      retryDelayMs: 1,
    })

    expect(status).toBe('completed')
    const runs = (await db.execute(sql`select id, status, error from crawl_runs order by id`)).rows as { id: number; status: string; error: string | null }[]
    expect(runs).toEqual([
      { id: killed!.id, status: 'failed', error: expect.stringMatching(/stopped before the run finished/) },
      { id: runId, status: 'completed', error: null },
    ])

    // No half-merged agent: every agent has its provenance, and every entry is one agent.
    expect(await countAgents(sql`not exists (select 1 from agent_provenance p where p.agent_id = agents.id)`)).toBe(0)
    const [{ entries }] = (await db.execute(sql`select count(distinct (directory, external_id))::int as entries from agent_provenance`)).rows as [{ entries: number }]
    expect(await countAgents()).toBe(entries)
    // What the killed run stored plus what the new run added is the whole of the two sources.
    const github = await sourceRow(runId, 'github')
    const huggingFace = await sourceRow(runId, 'huggingface')
    expect(accountedFor(github)).toBe(github.fetched)
    expect(accountedFor(huggingFace)).toBe(huggingFace.fetched)
    expect(agentsBefore + github.created + huggingFace.created).toBe(await countAgents())
    expect(await countAgents(sql`source = 'github'`)).toBe(60)
  }, 120_000)
})
