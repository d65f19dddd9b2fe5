import { randomBytes } from 'node:crypto'
import { join, relative } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, inject } from 'vitest'
import { openDatabase, useDatabase, type DatabaseHandle } from '../../db/client.ts'
import { openMigratedPglite } from './pglite-template.ts'
import { adminUrl, withDatabase } from './postgres.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The files vitest.config.ts found to use a database: the Postgres project runs these (decision 038). */
    postgresTestFiles: string[]
  }
}

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
    expectOnPostgresList(expect.getState().testPath ?? '')
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
      handle = await openMigratedPglite()
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

/**
 * A file that opens a test database must be one the Postgres project runs: the list comes from a
 * scan of imports (tests/support/database-test-files.ts), and a file it missed fails here, on
 * PGlite already, rather than going quietly untested on Postgres.
 */
function expectOnPostgresList(filepath: string) {
  const file = relative(join(import.meta.dirname, '..', '..'), filepath)
  if (!inject('postgresTestFiles').includes(file)) {
    throw new Error(`${file} opens a test database but the Postgres project does not run it: import setupTestDatabase from tests/support/database.ts in the test file or in a helper under tests/`)
  }
}
