import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { expectAccessible } from '../support/browser.ts'
import { newMember, signInViaApi, signUpViaApi, signedInPage } from './support/session.ts'

const baseUrl = inject('baseUrl')
const admin = inject('admin')
const browser = useBrowser()

/** A same-origin JSON call with a session, as the site's pages make it. */
async function api(path: string, token: string, body?: unknown) {
  const response = await fetch(new URL(path, baseUrl), {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie: `atlas_session=${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`)

  return response.json()
}

/** A builder who owns a catalogue agent: claimed through the API, approved by the admin. */
async function builderWithAgent(offset: number) {
  const builder = newMember('Builder')
  const token = await signUpViaApi(baseUrl, builder)
  const { agents } = (await (await fetch(new URL('/api/agents?limit=10', baseUrl))).json()) as { agents: { id: number; name: string }[] }
  const agent = agents[offset]!
  const { claim } = await api(`/api/agents/${agent.id}/claim`, token, {})
  await api(`/api/admin/claims/${claim.id}/approve`, await signInViaApi(baseUrl, admin), {})

  return { builder, token, agent }
}

async function payWithCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber)
  await page.getByLabel('Expiry (MM/YY)').fill('12/39')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: /^Pay \$/ }).click()
}

describe('payments through the sandbox checkout', () => {
  it('a builder subscribes to the Premium Listing and sees Premium Active with the next billing date', async () => {
    const builder = newMember('Subscriber')
    const page = await signedInPage(browser(), baseUrl, await signUpViaApi(baseUrl, builder))

    await page.goto('/advertise')
    await expectAccessible(page)
    await page.getByRole('link', { name: 'Get Premium for $29/month' }).click()
    await page.waitForURL('**/premium/subscribe')
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Subscribe for $29/month' }).click()
    await page.waitForURL('**/checkout/sandbox/**')
    await expect.poll(() => page.getByText('TEST MODE: no real card is charged.').isVisible()).toBe(true)
    await expectAccessible(page)
    await payWithCard(page, '4242 4242 4242 4242')

    await page.waitForURL('**/premium/success?session_id=*')
    await page.getByRole('heading', { name: 'Premium Active' }).waitFor()
    await expectAccessible(page)
    await page.goto('/account')
    const card = page.locator('#premium')
    await card.getByRole('heading', { name: 'Premium Active' }).waitFor()
    await expect.poll(() => card.getByText(/Next billing date: \w+ \d+, \d{4}/).isVisible()).toBe(true)
    await expectAccessible(page)
  })

  it('a declined card shows the decline and grants nothing; a Professional upgrade then puts the agent in the featured block labelled Premium', async () => {
    const { token, agent } = await builderWithAgent(3)
    const page = await signedInPage(browser(), baseUrl, token)

    await page.goto(`/agents/${agent.id}`)
    const upgrade = page.getByRole('region', { name: 'Upgrade this agent' })
    await upgrade.getByRole('button', { name: 'Professional: $12' }).click()
    await page.waitForURL('**/checkout/sandbox/**')
    await payWithCard(page, '4000 0000 0000 0002')
    await page.getByRole('alert').filter({ hasText: 'Card Error: Your card was declined.' }).waitFor()
    await expectAccessible(page)
    expect((await (await fetch(new URL(`/api/agents/${agent.id}`, baseUrl))).json()).isPremium).toBe(false)

    await payWithCard(page, '4242424242424242')
    await page.waitForURL('**/success?agentId=*')
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor()
    await expectAccessible(page)

    await page.goto('/')
    const featured = page.locator('#featured')
    const card = featured.getByRole('article').filter({ has: page.getByRole('link', { name: agent.name, exact: true }) })
    await card.waitFor()
    await expect.poll(() => card.getByText('Premium', { exact: true }).isVisible()).toBe(true)
  })

  it('cancelling the checkout returns to /cancel and charges nothing', async () => {
    const page = await signedInPage(browser(), baseUrl, await signUpViaApi(baseUrl, newMember('Canceller')))

    await page.goto('/stripe-test')
    await page.getByRole('button', { name: 'Pay $10.00' }).click()
    await page.waitForURL('**/checkout/sandbox/**')
    await page.getByRole('link', { name: 'Cancel and go back' }).click()
    await page.waitForURL('**/cancel')
    await page.getByText('No charges were made.').waitFor()
    await expectAccessible(page)
  })

  it('the test checkout works without JavaScript: a $1 test payment ends on Payment Processed', async () => {
    const token = await signUpViaApi(baseUrl, newMember('NoScript'))
    const context = await browser().newContext({ baseURL: baseUrl, javaScriptEnabled: false })
    await context.addCookies([{ name: 'atlas_session', value: token, url: baseUrl, httpOnly: true, sameSite: 'Lax' }])
    const page = await context.newPage()

    await page.goto('/stripe-test')
    await page.getByRole('button', { name: 'Pay $1.00' }).click()
    await page.waitForURL('**/checkout/sandbox/**')
    await payWithCard(page, '4242 4242 4242 4242')
    await page.waitForURL('**/success?session_id=*')
    await page.getByRole('heading', { name: 'Payment Processed' }).waitFor()
    await expect.poll(() => page.getByText('Your payment of $1.00 for Test payment of $1.00 was successful.').isVisible()).toBe(true)
    await context.close()
  })
})
