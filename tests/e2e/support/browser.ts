import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launchBrowser } from '../../support/browser.ts'

/**
 * The journey file's browser: launched before its tests, closed after them (with the contexts the
 * file opened). Call `browser()` inside a test or hook.
 *
 * One browser shared by every file (launchServer in global set-up, connect here) was tried: every
 * protocol message then crosses one more process, and the sweep, with an axe run per page, took
 * longer than the launches it saved (decision 038).
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined

  beforeAll(async () => {
    browser = await launchBrowser()
  })

  afterAll(async () => {
    await browser?.close()
  })

  return () => {
    if (!browser) throw new Error('The browser starts in beforeAll: call this inside a test')

    return browser
  }
}
