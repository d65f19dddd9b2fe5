import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { expectAccessible } from '../support/browser.ts'
import { newMember, signUpViaApi } from './support/session.ts'

const baseUrl = inject('baseUrl')
const browser = useBrowser()

/** Waits for the progress line of a question, so each step is really on screen. */
async function onQuestion(page: Page, position: number, title: string) {
  await page.getByText(`Question ${position} of 6`, { exact: true }).waitFor()
  await page.getByRole('heading', { level: 2, name: title }).waitFor()
}

/** Hydrated: the first question's "Next" button disappears once a choice submits at once. */
async function waitForQuizScript(page: Page) {
  await page.getByRole('button', { name: 'Next' }).waitFor({ state: 'detached' })
}

const results = (page: Page) => page.getByRole('region', { name: /best match/ }).or(page.locator('section[aria-labelledby="matches-heading"]'))

describe('finding the right agent', () => {
  it('a law firm owner takes the quiz, gets six legal beginner agents with reasons, compares two and saves one', async () => {
    const owner = newMember('Lawyer')
    await signUpViaApi(baseUrl, owner)
    const context = await browser().newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()

    // The header's main button leads to the quiz.
    await page.goto('/')
    await page.getByRole('banner').getByRole('link', { name: 'Find AI for My Business' }).first().click()
    await onQuestion(page, 1, 'What do you mainly need AI for?')
    await waitForQuizScript(page)
    await expectAccessible(page)

    // A choice advances at once.
    await page.getByRole('radio', { name: /Legal work/ }).click()
    await onQuestion(page, 2, 'How much technical experience do you have?')
    await page.getByRole('radio', { name: /No technical experience/ }).click()
    await onQuestion(page, 3, 'Where should the agent run?')

    // Previous Question goes back with the answer kept; Next moves on again.
    await page.getByRole('link', { name: 'Previous Question' }).click()
    await onQuestion(page, 2, 'How much technical experience do you have?')
    await expect.poll(() => page.getByRole('radio', { name: /No technical experience/ }).isChecked()).toBe(true)
    await page.getByRole('button', { name: 'Next' }).click()
    await onQuestion(page, 3, 'Where should the agent run?')

    await page.getByRole('radio', { name: /Hosted for me/ }).click()
    await onQuestion(page, 4, 'How much time can you spend setting it up?')
    await page.getByRole('radio', { name: /Under an hour/ }).click()
    await onQuestion(page, 5, 'Which problems should it solve?')

    // The multi-select waits for Continue, disabled until something is chosen.
    const continueButton = page.getByRole('button', { name: 'Continue' })
    await expect.poll(() => continueButton.isDisabled()).toBe(true)
    await page.getByRole('checkbox', { name: /Reading and drafting documents/ }).check()
    await expect.poll(() => continueButton.isEnabled()).toBe(true)
    await expectAccessible(page)
    await continueButton.click()
    await onQuestion(page, 6, 'How powerful should it be?')
    await page.getByRole('radio', { name: '1: Simple & Easy' }).click()

    // Six legal, beginner-friendly agents, each with the reasons it matched.
    await page.getByRole('heading', { name: 'Your 6 best matches' }).waitFor()
    await page.getByRole('heading', { name: 'The Quick Starter' }).waitFor()
    expect(new URL(page.url()).searchParams.get('primaryUse')).toBe('legal')
    const cards = results(page).getByRole('article')
    await expect.poll(() => cards.count()).toBe(6)
    for (const card of await cards.all()) {
      const details = card.getByRole('list', { name: 'Details' })
      await expect.poll(() => details.getByText('Legal', { exact: true }).isVisible()).toBe(true)
      await expect.poll(() => details.getByText('Beginner', { exact: true }).isVisible()).toBe(true)
      const reasons = card.getByRole('list', { name: /^Why .* matched$/ })
      await expect.poll(() => reasons.getByText('fits legal work').isVisible()).toBe(true)
      await expect.poll(() => reasons.getByText('beginner friendly').isVisible()).toBe(true)
    }
    await expectAccessible(page)
    const resultsUrl = page.url()

    // Compare the first two.
    const names = await Promise.all([0, 1].map((index) => cards.nth(index).getByRole('heading').innerText()))
    await cards.nth(0).getByRole('button', { name: `Add to compare ${names[0]}` }).click()
    await cards.nth(1).getByRole('button', { name: `Add to compare ${names[1]}` }).click()
    await cards.nth(1).getByRole('link', { name: 'Compare (2)' }).click()
    await page.getByRole('heading', { level: 1, name: 'Compare agents' }).waitFor()
    const table = page.getByRole('table')
    for (const name of names) await table.getByRole('columnheader').getByRole('link', { name, exact: true }).waitFor()
    await expect.poll(() => table.getByRole('rowheader', { name: /Rating/ }).isVisible()).toBe(true)
    await expectAccessible(page)
    const compareUrl = page.url()

    // The selection survives navigation: /compare alone brings it back.
    await page.goto('/marketplace')
    await page.goto('/compare')
    await page.waitForURL(compareUrl)
    await table.getByRole('link', { name: names[1], exact: true }).waitFor()

    // A visitor is asked to sign in to save, and comes back to the results.
    await page.goto(resultsUrl)
    const firstCard = results(page).getByRole('article').first()
    await firstCard.getByRole('link', { name: `Sign in to save ${names[0]}` }).click()
    await page.getByRole('heading', { level: 1, name: /Sign in/ }).waitFor()
    await page.getByLabel('Email').fill(owner.email)
    await page.getByLabel('Password').fill(owner.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL(resultsUrl)

    // Saves it, and finds it under Saved.
    await firstCard.getByRole('button', { name: `Save ${names[0]}` }).click()
    await firstCard.getByRole('button', { name: `Saved ${names[0]}`, pressed: true }).waitFor()
    await page.goto('/account/saved')
    await page.getByRole('heading', { level: 1, name: 'Saved agents' }).waitFor()
    await page.getByRole('article').getByRole('link', { name: names[0], exact: true }).waitFor()
    await expect.poll(() => page.getByRole('article').count()).toBe(1)
    await expectAccessible(page)

    await context.close()
  })

  it('works without JavaScript: one question per page through plain forms', async () => {
    const context = await browser().newContext({ baseURL: baseUrl, javaScriptEnabled: false })
    const page = await context.newPage()

    await page.goto('/matchmaker')
    const answers: [string, RegExp][] = [
      ['radio', /Healthcare/],
      ['radio', /Some experience/],
      ['radio', /Docker/],
      ['radio', /A few hours/],
      ['checkbox', /Answering customer questions/],
      ['radio', /3: Balanced/],
    ]
    for (const [position, [role, name]] of answers.entries()) {
      await page.getByText(`Question ${position + 1} of 6`, { exact: true }).waitFor()
      await page.getByRole(role as 'radio' | 'checkbox', { name }).check()
      await page.getByRole('button', { name: role === 'checkbox' ? 'Continue' : 'Next' }).click()
    }
    await page.getByRole('heading', { name: /best match/ }).waitFor()
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0)
    // axe runs as a script, so it cannot run here; the same pages passed it with JavaScript above.

    await context.close()
  })
})

describe('feeds and llms.txt', () => {
  it('pages announce the feeds, and the feeds and llms.txt answer', async () => {
    const home = await (await fetch(new URL('/', baseUrl))).text()
    expect(home).toMatch(/<link rel="alternate" type="application\/rss\+xml"[^>]*href="https?:\/\/[^"]+\/feed\.xml"/)
    const legal = await (await fetch(new URL('/industries/legal', baseUrl))).text()
    expect(legal).toContain('/industries/legal/feed.json')

    const rss = await fetch(new URL('/industries/legal/feed.xml', baseUrl))
    expect(rss.status).toBe(200)
    expect(await rss.text()).toContain('<rss version="2.0"')
    const json = (await (await fetch(new URL('/feed.json', baseUrl))).json()) as { version: string; items: unknown[] }
    expect(json.version).toBe('https://jsonfeed.org/version/1.1')
    expect(json.items.length).toBe(50)
    const llms = await fetch(new URL('/llms.txt', baseUrl))
    expect(llms.status).toBe(200)
    expect(await llms.text()).toContain('POST /api/quiz/match')
  })
})
