import { defineConfig } from 'vitest/config'

/** End-to-end journeys: a built server on its own fresh database, driven by Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two journey files at a time, each with its own browser, against the one server: a journey
    // spends much of its time waiting on the server or on a poll, and journeys create their own
    // accounts and agents (decision 044). `--maxWorkers=1` runs them one after another.
    maxWorkers: 2,
    // Pages change after a click or a navigation: assertions on what the page shows wait for it
    // (expect.poll), long enough for a loaded CI machine.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    env: { NODE_ENV: 'test' },
  },
})
