import { describe, expect, it } from 'vitest'
import { expectAccessible } from '../support/browser.ts'
import { useVisitorBrowser } from './support/visitor-browser.ts'

const { baseUrl, browser, openPage } = useVisitorBrowser()

describe('home page', () => {
  it('shows real agents above the fold and the matchmaker as the primary action', async () => {
    const page = await openPage('/')
    await expect.poll(() => page.getByRole('main').getByRole('link', { name: 'Find AI for My Business' }).first().isVisible()).toBe(true)
    await expect.poll(() => page.getByRole('heading', { name: 'Newest agents' }).isVisible()).toBe(true)
    await expect.poll(() => page.locator('#newest').getByRole('article').count()).toBe(4)
    await expect.poll(() => page.getByText(/in the last 30 days/).count()).toBeGreaterThan(0)
    for (const track of ['Bubble', 'Flowise', 'n8n']) await expect.poll(() => page.getByRole('link', { name: `Start the ${track} track` }).count()).toBe(1)
    await expectAccessible(page)
    await page.context().close()
  })
})

describe('catalogue filters', () => {
  it('keeps an industry shortcut when a difficulty is chosen, shows chips, and clears every control', async () => {
    const page = await openPage('/marketplace')
    await page.getByRole('navigation', { name: 'Sector shortcuts' }).getByRole('link', { name: 'Legal' }).click()
    await page.waitForURL(/useCase=legal/)
    await page.getByRole('link', { name: /Industry: Legal/ }).waitFor()

    // With JavaScript the choice applies at once, and the shortcut's industry stays.
    await page.getByLabel('Difficulty', { exact: true }).selectOption('advanced')
    await page.waitForURL(/difficulty=advanced/)
    await page.getByRole('link', { name: /Difficulty: Advanced/ }).waitFor()
    expect(new URL(page.url()).searchParams.get('useCase')).toBe('legal')
    await page.getByRole('link', { name: /Difficulty: Advanced/ }).waitFor()
    await expect.poll(() => page.getByLabel('Industry', { exact: true }).inputValue()).toBe('legal')
    await expectAccessible(page)

    // One click on a chip removes that filter only.
    await page.getByRole('link', { name: /Difficulty: Advanced/ }).click()
    await page.waitForURL((url) => !url.searchParams.has('difficulty'))
    // Client navigation commits the URL just before React renders the new page.
    await page.getByRole('link', { name: /Difficulty: Advanced/ }).waitFor({ state: 'detached' })
    expect(new URL(page.url()).searchParams.get('useCase')).toBe('legal')
    await expect.poll(() => page.getByLabel('Difficulty', { exact: true }).inputValue()).toBe('')

    await page.getByLabel('Minimum rating').selectOption('4')
    await page.waitForURL(/rating=4/)
    await page.getByRole('link', { name: /Minimum rating/ }).waitFor()
    await page.getByRole('link', { name: 'Clear Filters' }).first().click()
    await page.waitForURL((url) => url.pathname === '/marketplace' && url.search === '')
    await page.getByRole('list', { name: 'Active filters' }).waitFor({ state: 'detached' })
    await expect.poll(() => page.getByLabel('Industry', { exact: true }).inputValue()).toBe('')
    await expect.poll(() => page.getByLabel('Minimum rating').inputValue()).toBe('')
    await page.context().close()
  })

  it('works without JavaScript: the form submits and the chips are links', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, baseURL: baseUrl, viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto('/shop')
    await page.getByLabel('Difficulty', { exact: true }).selectOption('beginner')
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await page.waitForURL(/difficulty=beginner/)
    await page.getByRole('link', { name: /Difficulty: Beginner/ }).click()
    await page.waitForURL((url) => !url.searchParams.has('difficulty'))
    await context.close()
  })

  it.each(['/marketplace?pricing=free', '/free-agents?pricing=free', '/shop?priceRange=free'])('on a 375 px phone %s folds the filters behind "Filters (n)" and shows the first result in the first screen', async (path) => {
    const page = await openPage(path, { width: 375, height: 667 })
    const toggle = page.getByText('Filters (1)', { exact: true })
    await expect.poll(() => toggle.isVisible()).toBe(true)
    await expect.poll(() => page.getByLabel('Sort by').isVisible()).toBe(false)
    const firstCard = page.getByRole('main').getByRole('article').first()
    const box = await firstCard.boundingBox()
    expect(box!.y).toBeLessThan(667)

    await toggle.click()
    await expect.poll(() => page.getByLabel('Sort by').isVisible()).toBe(true)
    await expectAccessible(page)
    await page.context().close()
  })
})

describe('agent page sharing', () => {
  it('points og:image at a generated picture and offers plain share links', async () => {
    const page = await openPage('/marketplace')
    const firstCard = page.getByRole('main').getByRole('article').first()
    const name = (await firstCard.getByRole('heading').first().textContent())!.trim()
    await firstCard.getByRole('link', { name }).first().click()
    await page.getByRole('heading', { level: 1, name }).waitFor()

    const image = await page.locator('meta[property="og:image"]').getAttribute('content')
    expect(image).toMatch(/\/agents\/\d+\/og\.png$/)
    const picture = await page.request.get(new URL(image!).pathname)
    expect(picture.status()).toBe(200)
    expect(picture.headers()['content-type']).toBe('image/png')
    const share = page.getByRole('navigation', { name: 'Share this agent' })
    await expect.poll(() => share.getByRole('link', { name: /LinkedIn/ }).getAttribute('href')).toContain('linkedin.com')
    await expect.poll(() => share.getByRole('link', { name: 'E-mail' }).getAttribute('href')).toMatch(/^mailto:/)
    await expectAccessible(page)
    await page.context().close()
  })
})

describe('accessibility options', () => {
  it('open from the header on a phone, apply at once, and are remembered on the next page', async () => {
    const page = await openPage('/marketplace', { width: 375, height: 800 })
    await page.getByRole('button', { name: 'Accessibility options' }).click()
    await page.getByRole('button', { name: /Dark mode/ }).click()
    await page.getByRole('button', { name: 'Increase text size' }).click()
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('18px')
    await expectAccessible(page)

    // Escape closes the panel and returns focus to its toggle; the choices follow to the next page.
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('button', { name: 'Accessibility options' }).getAttribute('aria-expanded')).toBe('false')
    await page.goto('/')
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('18px')
    await page.context().close()
  })
})

describe('the accessibility check itself', () => {
  // expectAccessible runs axe in the page when it has no frame and per frame when it has one
  // (tests/support/browser.ts): both ways must still fail on a violation.
  it.each([
    ['a page without frames', '<main><h1>Check</h1><img src="/favicon.ico"></main>'],
    ['a page with a frame', '<main><h1>Check</h1><iframe title="Inner" srcdoc="<img src=/favicon.ico>"></iframe></main>'],
  ])('fails on an image without alternative text in %s', async (_, html) => {
    const context = await browser().newContext({ baseURL: baseUrl })
    const page = await context.newPage()
    // A page of the site that runs no script: after the about page, React's hydration can render the
    // route again over the test's document (it did in Chromium 156.0.8078.108), and axe sees no image.
    await page.goto('/robots.txt')
    await page.setContent(`<!doctype html><html lang="en"><head><title>Check</title></head><body>${html}</body></html>`)
    await expect(expectAccessible(page)).rejects.toThrow(/image-alt/)
    await context.close()
  })
})
