import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

const include = ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'db/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/integration/**/*.test.ts']

const shared = {
  globalSetup: ['tests/support/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
}

/** The whole suite on PGlite, and again on the Postgres server when TEST_DATABASE_URL is set. */
const projects: TestProjectInlineConfiguration[] = [
  { test: { ...shared, name: 'pglite', include, env: { NODE_ENV: 'test', TEST_DB_KIND: 'pglite' } } },
]
if (process.env.TEST_DATABASE_URL) {
  projects.push({ test: { ...shared, name: 'postgres', include, env: { NODE_ENV: 'test', TEST_DB_KIND: 'postgres' } } })
}

export default defineConfig({
  test: {
    // Two workers match the two cores this runs on.
    maxWorkers: 2,
    projects,
  },
})
