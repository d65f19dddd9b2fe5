import { describe, expect, it } from 'vitest'
import { expectAccessible } from '../support/browser.ts'
import { shownCount, useVisitorBrowser } from './support/visitor-browser.ts'

const { openPage } = useVisitorBrowser()

describe('a small business owner looks for sales and support agents', () => {
  it('finds at least 40 sales agents with readable names and hides broken links', async () => {
    const page = await openPage('/marketplace?useCase=sales')
    const sales = shownCount(await page.getByText(/Showing [\d,]+ agents?/).textContent())
    expect(sales).toBeGreaterThanOrEqual(40)
    // Names are titles, not repository slugs.
    const names = await page.getByRole('main').getByRole('article').getByRole('heading').allTextContents()
    expect(names.length).toBeGreaterThan(0)
    for (const name of names) expect(name.trim()).not.toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$/)

    await page.getByLabel('Hide broken links and archived repositories').check()
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await page.waitForURL(/linkStatus=working/)
    await expect.poll(() => page.getByLabel('Hide broken links and archived repositories').isChecked()).toBe(true)
    const working = shownCount(await page.getByText(/Showing [\d,]+ agents?/).textContent())
    expect(working).toBeGreaterThan(0)
    expect(working).toBeLessThanOrEqual(sales)
    await expectAccessible(page)
    await page.context().close()
  })

  it('finds customer-service agents and sees every directory an agent is listed in', async () => {
    const page = await openPage('/marketplace?useCase=customer-service')
    expect(shownCount(await page.getByText(/Showing [\d,]+ agents?/).textContent())).toBeGreaterThanOrEqual(40)
    await page.context().close()

    // One n8n template listed by two collections under two titles is one agent with both sources.
    const search = await openPage('/marketplace?search=Pinterest+analysis+content+suggestions')
    const card = search.getByRole('main').getByRole('article').filter({ hasText: /Pinterest Analysis/ }).first()
    const name = (await card.getByRole('heading').first().textContent())!.trim()
    await card.getByRole('link', { name }).first().click()
    await search.waitForURL(/\/agents\/\d+/)
    const provenance = search.getByRole('region', { name: 'Where this listing comes from' })
    await provenance.waitFor()
    await expect.poll(() => provenance.getByText('Awesome n8n Templates').count()).toBe(1)
    await expect.poll(() => provenance.getByText('n8n Workflows Collection').count()).toBeGreaterThanOrEqual(1)
    await expectAccessible(search)
    await search.context().close()
  })
})
