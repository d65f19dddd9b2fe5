import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { expectAccessible } from '../support/browser.ts'

const baseUrl = inject('baseUrl')
const browser = useBrowser()

async function openPage(path: string, javaScriptEnabled = true): Promise<Page> {
  const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, baseURL: baseUrl, javaScriptEnabled })
  const page = await context.newPage()
  await page.goto(path)

  return page
}

describe('a clinic manager searches in their own words', () => {
  it('gets suggestions while typing, picks one with the keyboard and lands on matching agents', { timeout: 120_000 }, async () => {
    const page = await openPage('/')
    const box = page.getByRole('combobox', { name: 'Search agents' })
    await box.pressSequentially('patient appoi', { delay: 30 })
    const listbox = page.getByRole('listbox', { name: 'Suggestions' })
    await listbox.waitFor()
    await expect.poll(() => listbox.getByRole('option').count()).toBeGreaterThan(0)
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true')
    await expectAccessible(page)
    await box.press('Escape')
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false')

    await box.press('ArrowDown')
    await expect.poll(() => box.getAttribute('aria-activedescendant')).toBeTruthy()
    const chosen = (await page.getByRole('option', { selected: true }).locator('span').first().textContent())?.trim()
    expect(chosen).toMatch(/^patient appoi/)
    await box.press('Enter')
    await page.waitForURL(/\/marketplace\?search=patient/)
    await page.getByRole('heading', { name: 'Matching agents' }).waitFor()
    const firstCard = page.getByRole('main').getByRole('article').first()
    await expect.poll(() => firstCard.textContent()).toMatch(/patient|appointment|clinic|healthcare/i)
    await expectAccessible(page)
    await page.context().close()
  })

  it('offers industries when nothing matches, and the search works without JavaScript', { timeout: 120_000 }, async () => {
    const page = await openPage('/', false)
    await page.getByRole('combobox', { name: 'Search agents' }).fill('qxzvbnmwk')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL(/search=qxzvbnmwk/)
    await page.getByRole('heading', { name: 'No agents found' }).waitFor()
    await page.getByRole('navigation', { name: 'Try these industries' }).getByRole('link', { name: 'Healthcare' }).click()
    await page.waitForURL(/useCase=healthcare/)
    await page.context().close()

    // axe runs as a script in the page, so the accessibility check needs JavaScript on.
    const checked = await openPage('/marketplace?search=qxzvbnmwk')
    await checked.getByRole('heading', { name: 'No agents found' }).waitFor()
    await expectAccessible(checked)
    await checked.context().close()
  })
})
