import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { expectAccessible } from '../support/browser.ts'
import { newMember, signInViaApi, signUpViaApi, signedInPage } from './support/session.ts'

const baseUrl = inject('baseUrl')
const admin = inject('admin')
const browser = useBrowser()

/** A person's browser() (Chromium headless announces itself as HeadlessChrome, which counts as a bot). */
const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

/** A same-origin JSON POST with a session, as the site's pages send it. */
async function postAs(token: string, path: string, body: unknown = {}) {
  const response = await fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie: `atlas_session=${token}` },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`)

  return response.json()
}

/** An agent other journeys leave alone (deep in the default order), made the builder's through a claim an admin approves. */
async function ownAnAgent(builderToken: string): Promise<{ id: number; name: string }> {
  const listed = (await (await fetch(new URL('/api/agents?limit=1&offset=37', baseUrl))).json()) as { agents: { id: number; name: string }[] }
  const agent = listed.agents[0]!
  const { claim } = (await postAs(builderToken, `/api/agents/${agent.id}/claim`)) as { claim: { id: number } }
  const adminToken = await signInViaApi(baseUrl, admin)
  await postAs(adminToken, `/api/admin/claims/${claim.id}/approve`, {})

  return agent
}

/** Reloads the dashboard until the flushed figures arrive (every few seconds; the promise is under a minute). */
async function waitForFigure(page: Page, figure: string, expected: string) {
  const deadline = Date.now() + 30_000
  for (;;) {
    const shown = await page.locator(`[data-figure="${figure}"]`).textContent()
    if (shown === expected || Date.now() > deadline) return expect(shown).toBe(expected)
    await page.waitForTimeout(1_000)
    await page.reload()
  }
}

describe('the builder’s dashboard', () => {
  it('counts a visitor’s three views and their inquiry; the builder reads, replies and sees today on the chart', async () => {
    const builder = newMember('Builder')
    const builderToken = await signUpViaApi(baseUrl, builder)
    const agent = await ownAnAgent(builderToken)

    // A visitor opens the agent three times (the anonymous page cache answers the later ones) and writes to the builder.
    const visitorContext = await browser().newContext({ baseURL: baseUrl, userAgent: DESKTOP_CHROME })
    const visitor = await visitorContext.newPage()
    for (let visit = 0; visit < 3; visit++) await visitor.goto(`/agents/${agent.id}`)
    await expect.poll(() => visitor.getByRole('heading', { level: 1, name: agent.name }).isVisible()).toBe(true)
    await expectAccessible(visitor)
    const form = visitor.getByRole('form', { name: 'Contact the builder' })
    await form.getByLabel('Your name').fill('Robin Visitor')
    await form.getByLabel('Your e-mail').fill('robin.visitor@example.test')
    await form.getByLabel('Message').fill('Hello! Can this agent answer questions about our opening hours?')
    await form.getByRole('button', { name: 'Send message' }).click()
    await visitor.getByText('Thank you: your message was sent to the builder.').waitFor()
    await expectAccessible(visitor)

    // The builder sees 3 views, 1 unique visitor and 1 contact form.
    const page = await signedInPage(browser(), baseUrl, builderToken)
    await page.goto('/premium/dashboard')
    await waitForFigure(page, 'views', '3')
    expect(await page.locator('[data-figure="uniqueVisitors"]').textContent()).toBe('1')
    expect(await page.locator('[data-figure="contacts"]').textContent()).toBe('1')
    await expect.poll(() => page.getByRole('heading', { name: 'Upgrade to Premium' }).isVisible()).toBe(true)
    await expectAccessible(page)

    // Listings: the agent is there; without a subscription, creating a premium listing says why not.
    await page.getByRole('link', { name: 'Listings' }).click()
    await page.getByRole('row', { name: new RegExp(agent.name) }).waitFor()
    await page.getByRole('button', { name: 'Save premium listing' }).click()
    await page.getByRole('alert').getByText(/premium\/subscribe/).waitFor()
    await expectAccessible(page)
    // A tier upgrade starts from the listing's row and lands on the agent page's upgrade section.
    await page.getByRole('link', { name: `Upgrade ${agent.name} to a tier` }).click()
    await page.getByRole('heading', { name: 'Upgrade this agent' }).waitFor()
    await page.goto('/premium/dashboard?tab=listings')

    // The inbox has one unread inquiry; the builder opens it and replies.
    await page.getByRole('link', { name: /Contacts/ }).click()
    await page.getByRole('heading', { name: 'Inbox (1 unread)' }).waitFor()
    await expectAccessible(page)
    await page.getByRole('link', { name: /Robin Visitor/ }).click()
    await page.getByRole('heading', { name: `Robin Visitor about ${agent.name}` }).waitFor()
    await page.getByLabel('Reply', { exact: true }).fill('Yes: it answers from your own opening hours page.')
    await page.getByRole('button', { name: 'Send reply' }).click()
    await page.getByText('Reply sent to robin.visitor@example.test.').waitFor()
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Mark as Unread' }).click()
    await page.getByRole('heading', { name: 'Inbox (1 unread)' }).waitFor()
    await page.getByRole('link', { name: /Robin Visitor/ }).click()
    await page.getByRole('button', { name: 'Archive' }).click()
    await page.getByText('Archived.').waitFor()
    // Archived inquiries leave the inbox (the page reloads its data after the answer).
    await page.getByRole('link', { name: /Robin Visitor/ }).waitFor({ state: 'detached' })
    await page.getByRole('heading', { name: 'Inbox (0 unread)' }).waitFor()

    // The reply is in the outbox, to the visitor.
    await page.goto('/dev/outbox')
    const mail = page.getByRole('article', { name: `Re: your message about ${agent.name} to robin.visitor@example.test` })
    await expect.poll(() => mail.getByText(/it answers from your own opening hours page/).isVisible()).toBe(true)

    // The chart shows today's figures.
    await page.goto('/premium/dashboard?tab=analytics')
    const today = new Date().toISOString().slice(0, 10)
    await expect.poll(() => page.getByTestId('chart-today').textContent()).toBe(`Today (${today}): 3 views, 1 unique visitor, 0 clicks, 1 contact form.`)
    await expect.poll(() => page.getByRole('img', { name: /3 views/ }).isVisible()).toBe(true)
    await expectAccessible(page)
  })

  it('tells a member who owns nothing that the dashboard is for builders', async () => {
    const member = newMember('Member')
    const page = await signedInPage(browser(), baseUrl, await signUpViaApi(baseUrl, member))
    const response = await page.goto('/premium/dashboard')

    expect(response?.status()).toBe(403)
    await expect.poll(() => page.getByRole('heading', { name: 'Not allowed' }).isVisible()).toBe(true)
    await expectAccessible(page)
  })
})
