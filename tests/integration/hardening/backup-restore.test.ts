import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { db, openDatabase, useDatabase } from '../../../db/client.ts'
import { createOrUpdateReview } from '../../../server/reviews/index.ts'
import { backupDatabase, restoreDatabase } from '../../../scripts/backup-database.ts'
import { createUser } from '../../support/auth.ts'
import { testDatabaseKind } from '../../support/database.ts'
import { createAgent } from '../../support/factories/agents.ts'
import { openMigratedPglite } from '../../support/pglite-template.ts'
import { adminUrl, withDatabase } from '../../support/postgres.ts'

/** `npm run backup` / `npm run restore` round-trip users, agents, reviews and payments (issue 11, Backups). */
let root = ''

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true })
})

async function countRows() {
  const result = await db.execute(sql`select (select count(*) from users)::int as users, (select count(*) from agents)::int as agents, (select count(*) from reviews)::int as reviews, (select count(*) from transactions)::int as transactions`)

  return result.rows[0] as { users: number; agents: number; reviews: number; transactions: number }
}

async function fillWithData() {
  const member = await createUser()
  const agent = await createAgent()
  await createOrUpdateReview({ agentId: agent.id, userId: member.id, rating: 4, title: 'Backed up review', comment: 'A review that must survive the backup and the restore.' })
  // A payment (the payments domain's table), written directly: the backup copies rows, not flows.
  await db.execute(sql`insert into transactions (user_id, kind, description, amount_cents, provider, idempotency_key, status) values (${member.id}, 'upgrade', 'Professional plan', 2900, 'sandbox', ${`backup-${member.id}`}, 'succeeded')`)

  return countRows()
}

async function wipe() {
  await db.execute(sql`delete from reviews`)
  await db.execute(sql`delete from transactions`)
  await db.execute(sql`delete from sessions`)
  await db.execute(sql`delete from users`)
}

describe('backup and restore', () => {
  it.skipIf(testDatabaseKind() !== 'pglite')('round-trips the embedded database through a .tar.gz', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'atlas-backup-'))
    const dataDir = path.join(root, 'pglite')
    let handle = await openMigratedPglite(dataDir)
    useDatabase(handle)
    const before = await fillWithData()
    expect(before.reviews).toBe(1)
    expect(before.transactions).toBe(1)
    await handle.close()

    const file = await backupDatabase({ dataDir }, path.join(root, 'backups'))
    expect(file).toMatch(/\.tar\.gz$/)

    handle = await openDatabase({ kind: 'pglite', dataDir })
    useDatabase(handle)
    await wipe()
    expect((await countRows()).users).toBe(0)
    await handle.close()

    expect(await restoreDatabase({ dataDir }, file)).toContain('Restored')
    handle = await openDatabase({ kind: 'pglite', dataDir })
    useDatabase(handle)
    expect(await countRows()).toEqual(before)
    await handle.close()
  }, 180_000)

  it.skipIf(testDatabaseKind() !== 'postgres')('round-trips a Postgres server through pg_dump and pg_restore', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'atlas-backup-'))
    const url = process.env.TEST_DATABASE_URL!
    const name = `agent_atlas_backup_${process.pid}`
    const maintenance = await openDatabase({ kind: 'postgres', url: adminUrl(url), max: 1 })
    await maintenance.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
    await maintenance.db.execute(sql.raw(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`))
    const databaseUrl = withDatabase(url, name)
    const handle = await openDatabase({ kind: 'postgres', url: databaseUrl, max: 2 })
    useDatabase(handle)
    try {
      const before = await fillWithData()
      const file = await backupDatabase({ databaseUrl, dataDir: '' }, path.join(root, 'backups'))
      expect(file).toMatch(/\.dump$/)
      await wipe()

      await restoreDatabase({ databaseUrl, dataDir: '' }, file)
      expect(await countRows()).toEqual(before)
    } finally {
      await handle.close()
      await maintenance.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
      await maintenance.close()
    }
  }, 180_000)
})
