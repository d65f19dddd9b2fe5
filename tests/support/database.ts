import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, inject } from 'vitest'
import { openDatabase, useDatabase, type DatabaseHandle } from '../../db/client.ts'
import { adminUrl, withDatabase } from './postgres.ts'

/** Which database this test run uses: the `postgres` vitest project sets TEST_DB_KIND. */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite'
}

/**
 * Gives the calling test file its own migrated database (PGlite copied from the template dump,
 * or a fresh database on the server) and makes it the current one for every domain function.
 */
export function setupTestDatabase(): { handle: () => DatabaseHandle } {
  let handle: DatabaseHandle | undefined
  let dropDatabase: (() => Promise<void>) | undefined

  beforeAll(async () => {
    if (testDatabaseKind() === 'postgres') {
      const url = process.env.TEST_DATABASE_URL
      if (!url) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL')
      const name = `agent_atlas_test_${randomBytes(6).toString('hex')}`
      const admin = await openDatabase({ kind: 'postgres', url: adminUrl(url), max: 1 })
      await admin.db.execute(sql.raw(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`))
      handle = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), max: 5 })
      dropDatabase = async () => {
        await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
        await admin.close()
      }
    } else {
      const dump = await readFile(inject('pgliteTemplatePath'))
      handle = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) })
    }
    useDatabase(handle)
  })

  afterAll(async () => {
    await handle?.close()
    await dropDatabase?.()
  })

  return {
    handle: () => {
      if (!handle) throw new Error('The test database opens in beforeAll')

      return handle
    },
  }
}
