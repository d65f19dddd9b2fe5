import type { Page } from 'playwright-core'
import { inject } from 'vitest'
import { useBrowser } from './browser.ts'

const DESKTOP = { width: 1280, height: 900 }

/**
 * The shared browser for a journey file's signed-out visitors (useBrowser).
 * `openPage` opens a path in a fresh context (no cookies) at a desktop size unless told otherwise.
 */
export function useVisitorBrowser() {
  const baseUrl = inject('baseUrl')
  const current = useBrowser()

  return {
    baseUrl,
    browser: current,
    async openPage(path: string, viewport = DESKTOP): Promise<Page> {
      const context = await current().newContext({ viewport, baseURL: baseUrl })
      const page = await context.newPage()
      await page.goto(path)

      return page
    },
  }
}

/** The result count a catalogue page states ("Showing 1,234 agents"). */
export function shownCount(text: string | null): number {
  const match = /Showing ([\d,]+) agents?/.exec(text ?? '')

  return match ? Number(match[1]!.replace(/,/g, '')) : Number.NaN
}
