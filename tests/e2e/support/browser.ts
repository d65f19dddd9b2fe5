import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'

/**
 * The journey file's connection to the one Chromium tests/e2e/global-setup.ts launched (a launch
 * per file cost a second or more each): connected before its tests, closed after them, which closes
 * the contexts the file opened. Call `browser()` inside a test or hook.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined

  beforeAll(async () => {
    browser = await chromium.connect(inject('browserWsEndpoint'))
  })

  afterAll(async () => {
    await browser?.close()
  })

  return () => {
    if (!browser) throw new Error('The browser connects in beforeAll: call this inside a test')

    return browser
  }
}
