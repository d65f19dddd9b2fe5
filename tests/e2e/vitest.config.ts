import { defineConfig } from 'vitest/config'

/** End-to-end journeys: a built server on its own fresh database, driven by Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser at a time: two cores are shared with the server under test.
    fileParallelism: false,
    // Pages change after a click or a navigation: assertions on what the page shows wait for it
    // (expect.poll), long enough for a loaded CI machine.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    env: { NODE_ENV: 'test' },
  },
})
