import AxeBuilder from '@axe-core/playwright'
import { chromium, type Browser, type Page } from 'playwright-core'
import { expect } from 'vitest'

/** Debian's Chromium, launched with the flags this machine's closed network needs (architecture.md). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

/**
 * Fails the test with a readable list when the page has WCAG 2.1 A/AA violations.
 * Called on every page a journey visits.
 */
export async function expectAccessible(page: Page) {
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  // A page without frames is checked by one axe.run in the page ("legacy mode"): the same rules and
  // results, 1.5 to 3 times faster than the default, which runs axe per frame and then merges the
  // results in a blank page it opens, injecting axe-core's 500 kB twice (decision 048). A page with
  // a frame keeps the default, the only mode that also checks a cross-origin frame.
  const hasFrames = page.frames().length > 1
  const results = await axe.setLegacyMode(!hasFrames).analyze()
  const problems = results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`,
  )

  // The list goes in the message too: the sweep keeps only the message of each finding.
  expect(problems, `axe violations on ${page.url()}: ${problems.join('; ')}`).toEqual([])
}

/** The toast region (spec §9: one toast at a time, for 5 seconds). */
export function notifications(page: Page) {
  return page.getByRole('region', { name: 'Notifications' })
}
