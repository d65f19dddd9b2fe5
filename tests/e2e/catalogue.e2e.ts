import { describe, expect, it } from 'vitest'
import { expectAccessible } from '../support/browser.ts'
import { shownCount, useVisitorBrowser } from './support/visitor-browser.ts'

const { baseUrl, browser, openPage } = useVisitorBrowser()

describe('a visitor finds an agent for their law firm', () => {
  it('goes from the home page to the marketplace, filters by industry and opens an agent', async () => {
    const page = await openPage('/')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy()
    await expectAccessible(page)

    await page.getByRole('banner').getByRole('link', { name: /marketplace|browse by industry/i }).first().click()
    await page.waitForURL(/\/marketplace/)
    const everything = shownCount(await page.getByText(/Showing [\d,]+ agents?/).textContent())
    expect(everything).toBeGreaterThan(800)
    await expectAccessible(page)

    await page.getByLabel('Industry', { exact: true }).selectOption('legal')
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await page.waitForURL(/useCase=legal/)
    await page.getByText(`Showing ${everything.toLocaleString('en-US')} agents`).waitFor({ state: 'detached' })
    const legal = shownCount(await page.getByText(/Showing [\d,]+ agents?/).textContent())
    expect(legal).toBeGreaterThan(0)
    expect(legal).toBeLessThan(everything)

    const firstCard = page.getByRole('main').getByRole('article').first()
    const name = (await firstCard.getByRole('heading').first().textContent())?.trim()
    await firstCard.getByRole('link', { name: name! }).first().click()
    await page.waitForURL(/\/agents\/\d+/)
    // Client navigation commits the URL just before React renders the new page.
    await page.getByRole('heading', { level: 1, name: name! }).waitFor()
    await expect.poll(() => page.getByText('Self Deployable').count()).toBeGreaterThan(0)
    await expectAccessible(page)
    await page.context().close()
  })

  it('sees an empty state for a search with no match and clears the filters', async () => {
    const page = await openPage('/marketplace?search=qqqzzzxxy%20wwvvkk')
    await expect.poll(() => page.getByText('No agents found').isVisible()).toBe(true)
    await expectAccessible(page)

    // The filter form's and the empty state's Clear Filters go to the same place.
    await page.getByRole('link', { name: 'Clear Filters' }).first().click()
    await page.waitForURL(/\/marketplace$/)
    await page.getByText('No agents found').waitFor({ state: 'detached' })
    expect(shownCount(await page.getByText(/Showing [\d,]+ agents?/).textContent())).toBeGreaterThan(800)
    await page.context().close()
  })

  it('is told clearly when an agent does not exist', async () => {
    const context = await browser().newContext({ baseURL: baseUrl })
    const page = await context.newPage()
    const response = await page.goto('/agents/99999999')

    expect(response?.status()).toBe(404)
    await expect.poll(() => page.getByRole('heading', { name: 'Agent Not Found' }).isVisible()).toBe(true)
    await expect.poll(() => page.getByText('The requested agent could not be found.').isVisible()).toBe(true)
    await expectAccessible(page)
    await context.close()
  })

  it('follows the old /agent/{id} address to the canonical page', async () => {
    const context = await browser().newContext({ baseURL: baseUrl })
    const page = await context.newPage()
    await page.goto('/marketplace')
    const href = await page.getByRole('main').getByRole('article').first().getByRole('link').first().getAttribute('href')
    const id = /\/agents\/(\d+)/.exec(href ?? '')?.[1]
    expect(id).toBeTruthy()

    await page.goto(`/agent/${id}`)
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/agents/${id}`))
    await context.close()
  })
})

describe('a visitor on a phone', () => {
  it('opens the mobile menu, follows a link and the menu closes', async () => {
    const page = await openPage('/', { width: 390, height: 844 })
    await page.getByRole('button', { name: 'Menu' }).click()
    const mobileMenu = page.getByRole('navigation', { name: 'Mobile' })
    const menuLink = mobileMenu.getByRole('link', { name: 'Deployment' })
    await expect.poll(() => menuLink.isVisible()).toBe(true)
    await expectAccessible(page)

    await menuLink.click()
    await page.waitForURL(/\/deployment/)
    await expect.poll(() => mobileMenu.isVisible()).toBe(false)
    await page.context().close()
  })
})
