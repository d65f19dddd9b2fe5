import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import { TEST_FILE_GLOBS, databaseTestFiles } from './tests/support/database-test-files.ts'

const shared = {
  globalSetup: ['tests/support/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
}

/**
 * Every test file on PGlite; and, when TEST_DATABASE_URL is set, again on the Postgres server the
 * files that use a database (decision 038: a pure unit test gives the same answer twice).
 */
const postgresTestFiles = databaseTestFiles(import.meta.dirname)
const provide = { postgresTestFiles }
const projects: TestProjectInlineConfiguration[] = [
  { test: { ...shared, name: 'pglite', include: TEST_FILE_GLOBS, provide, env: { NODE_ENV: 'test', TEST_DB_KIND: 'pglite' } } },
]
if (process.env.TEST_DATABASE_URL) {
  projects.push({ test: { ...shared, name: 'postgres', include: postgresTestFiles, provide, env: { NODE_ENV: 'test', TEST_DB_KIND: 'postgres' } } })
}

export default defineConfig({
  test: {
    // Two workers match the two cores this runs on.
    maxWorkers: 2,
    projects,
  },
})
