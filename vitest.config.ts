import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import { databaseTestFiles, listTestFiles, unitTestFiles } from './tests/support/database-test-files.ts'

const shared = {
  globalSetup: ['tests/support/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
}

/**
 * Three projects (decision 038):
 * - `unit`: the files that touch no database, in one module graph per worker (`isolate: false`:
 *   each file would otherwise import its modules again, most of a unit file's cost);
 * - `pglite`: the files that open a database, each in a fresh module graph, on PGlite;
 * - `postgres`, when TEST_DATABASE_URL is set: the files that use the test database
 *   (tests/support/database.ts), again on the Postgres server. A unit test gives the same answer twice.
 * The lists come from a scan of imports (tests/support/database-test-files.ts); setupTestDatabase
 * fails a file the scan missed. Run one file with `npx vitest run <file>`: its project picks it.
 */
const root = import.meta.dirname
const unitFiles = unitTestFiles(root)
const postgresTestFiles = databaseTestFiles(root)
const provide = { postgresTestFiles }
/** The database files share a module graph per worker too; this set-up puts process state back after each (decision 044). */
const databaseFiles = { isolate: false, setupFiles: ['tests/support/fresh-process-state.ts'] }
const projects: TestProjectInlineConfiguration[] = [
  { test: { ...shared, name: 'unit', include: unitFiles, isolate: false, provide, env: { NODE_ENV: 'test', TEST_DB_KIND: 'pglite' } } },
  { test: { ...shared, ...databaseFiles, name: 'pglite', include: listTestFiles(root).filter((file) => !unitFiles.includes(file)), provide, env: { NODE_ENV: 'test', TEST_DB_KIND: 'pglite' } } },
]
if (process.env.TEST_DATABASE_URL) {
  projects.push({ test: { ...shared, ...databaseFiles, name: 'postgres', include: postgresTestFiles, provide, env: { NODE_ENV: 'test', TEST_DB_KIND: 'postgres' } } })
}

export default defineConfig({
  test: {
    // Two workers match the two cores this runs on.
    maxWorkers: 2,
    projects,
  },
})
