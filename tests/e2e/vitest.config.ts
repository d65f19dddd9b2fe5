import { defineConfig } from 'vitest/config'

/** End-to-end journeys: a built server on its own fresh database, driven by Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    // A journey's whole budget: side by side with the unit tests a journey takes up to 40 s on this
    // machine, and CI's runner is slower. A step that cannot happen still fails by Playwright's own
    // 30 s per action, with the locator it waited for.
    testTimeout: 180_000,
    // One more try for a journey that failed: CI's runner shares two cores among vitest's workers,
    // a server and two Chromiums, and 3 of the 42 journeys failed there once while all passed in a
    // clean clone here. A journey that fails twice still fails the run (decision 060).
    retry: 1,
    hookTimeout: 120_000,
    // Two journey files at a time, each with its own browser, against the one server: a journey
    // spends much of its time waiting on the server or on a poll, and journeys create their own
    // accounts and agents (decision 044). `--maxWorkers=1` runs them one after another.
    maxWorkers: 2,
    // Pages change after a click or a navigation: assertions on what the page shows wait for it
    // (expect.poll), as long as Playwright waits for an action, for a loaded CI machine.
    expect: { poll: { timeout: 30_000, interval: 100 } },
    env: { NODE_ENV: 'test' },
  },
})
