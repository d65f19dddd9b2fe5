import type { AppLoadContext } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { action as checkoutAction, loader as checkoutLoader } from '../../../app/routes/payments/checkout.tsx'
import { action as subscribeAction } from '../../../app/routes/payments/premium-subscribe.tsx'
import { loader as premiumSuccessLoader } from '../../../app/routes/payments/premium-success.tsx'
import { action as sandboxAction, loader as sandboxLoader } from '../../../app/routes/payments/sandbox-checkout.tsx'
import { loader as stripeTestLoader } from '../../../app/routes/payments/stripe-test.tsx'
import { loader as successLoader } from '../../../app/routes/payments/success.tsx'
import { createApp } from '../../../server/http/app.ts'
import { findOutboxMessages } from '../../../server/mail/index.ts'
import { getPremiumStatus } from '../../../server/payments/index.ts'
import { resetEnvForTests } from '../../../server/shared/env.ts'
import { apiRequest, createUser, sessionCookieFor } from '../../support/auth.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgent } from '../../support/factories/agents.ts'
import { createOwnedAgent, postWebhook, storedAgent, storedTransactions } from './support.ts'

setupTestDatabase()
const app = createApp()

const context = (): AppLoadContext => ({ nonce: 'test-nonce', clientAddress: '192.0.2.7' })
const args = (request: Request, params: Record<string, string> = {}) => ({ request, context: context(), params, unstable_pattern: '' }) as never
const post = (path: string, fields: Record<string, string>, cookie: string) => new Request(`http://localhost${path}`, { method: 'POST', body: new URLSearchParams(fields), headers: { cookie } })
const get = (path: string, cookie: string) => new Request(`http://localhost${path}`, { headers: { cookie } })

async function thrownStatus(promise: Promise<unknown>): Promise<number> {
  try {
    await promise
  } catch (error) {
    if (error instanceof Response) return error.status
    if (error && typeof error === 'object' && 'init' in error) return (error as { init?: ResponseInit }).init?.status ?? 0
  }

  return 200
}

const sessionIdOf = (location: string) => decodeURIComponent(location.split('/').pop()!)

afterEach(() => {
  for (const name of ['NODE_ENV', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'PUBLIC_URL']) delete process.env[name]
  process.env.NODE_ENV = 'test'
  resetEnvForTests()
})

describe('the sandbox provider (no Stripe keys)', () => {
  it('subscribes through the TEST MODE page: a declined card grants nothing, 4242 makes Premium Active', async () => {
    const builder = await createUser()
    const cookie = await sessionCookieFor(builder)
    const agent = await createOwnedAgent(builder.id)
    const started = (await subscribeAction(args(post('/premium/subscribe', { kind: 'premium-listing' }, cookie)))) as Response
    const again = (await subscribeAction(args(post('/premium/subscribe', { kind: 'premium-listing' }, cookie)))) as Response

    expect(started.status).toBe(302)
    const location = started.headers.get('location')!
    expect(location).toMatch(/^\/checkout\/sandbox\/cs_sandbox_/)
    expect(again.headers.get('location')).toBe(location)
    const sessionId = sessionIdOf(location)
    expect(await sandboxLoader(args(get(location, cookie), { sessionId }))).toMatchObject({ amountCents: 2900, isMonthly: true, isPaid: false })
    // Someone else cannot open it.
    const stranger = await sessionCookieFor(await createUser())
    expect(await thrownStatus(sandboxLoader(args(get(location, stranger), { sessionId })))).toBe(404)
    // An id of another shape (the fuzzer's NUL reached the database as a 500) is simply not found.
    for (const odd of ['1\u0000', `${sessionId}\u0000`, '../cs_sandbox_x']) {
      expect(await thrownStatus(sandboxLoader(args(get(location, cookie), { sessionId: odd })))).toBe(404)
    }

    const declined = (await sandboxAction(args(post(location, { cardNumber: '4000 0000 0000 0002', expiry: '12/39', cvc: '123' }, cookie), { sessionId }))) as { data: { message: string }; init: ResponseInit }
    expect(declined.init.status).toBe(402)
    expect(declined.data.message).toBe('Card Error: Your card was declined.')
    expect((await storedTransactions(builder.id))[0]?.status).toBe('failed')
    expect((await getPremiumStatus(builder.id)).status).toBe('none')
    expect((await storedAgent(agent.id)).isPremium).toBe(false)

    const invalid = (await sandboxAction(args(post(location, { cardNumber: '1234', expiry: '13/20', cvc: 'x' }, cookie), { sessionId }))) as { data: { fieldErrors: Record<string, string> }; init: ResponseInit }
    expect(invalid.init.status).toBe(400)
    expect(Object.keys(invalid.data.fieldErrors).sort()).toEqual(['cardNumber', 'cvc', 'expiry'])

    const paid = (await sandboxAction(args(post(location, { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' }, cookie), { sessionId }))) as Response
    expect(paid.status).toBe(302)
    expect(paid.headers.get('location')).toBe(`/premium/success?session_id=${encodeURIComponent(sessionId)}`)
    const page = await premiumSuccessLoader(args(get(paid.headers.get('location')!, cookie)))
    expect(page.status).toMatchObject({ status: 'active', isPremium: true })
    expect(page.status.currentPeriodEnd).not.toBeNull()
    expect((await storedAgent(agent.id)).isPremium).toBe(true)
    expect((await storedTransactions(builder.id)).map((row) => row.status)).toEqual(['succeeded'])
    expect((await findOutboxMessages({ to: builder.email })).map((mail) => mail.subject)).toContain('Your Agent Atlas receipt: Premium Listing, $29.00 per month')

    // Paying the same session again charges nothing more.
    await sandboxAction(args(post(location, { cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' }, cookie), { sessionId }))
    expect(await storedTransactions(builder.id)).toHaveLength(1)
  })

  it('never grants premium from a page visit: the success page only shows the pending state', async () => {
    const builder = await createUser()
    const cookie = await sessionCookieFor(builder)
    const agent = await createOwnedAgent(builder.id)
    const started = (await checkoutAction(args(post(`/checkout?kind=upgrade&agentId=${agent.id}&tier=professional`, { kind: 'upgrade', agentId: String(agent.id), tier: 'professional', amountCents: '1' }, cookie)))) as Response
    const sessionId = sessionIdOf(started.headers.get('location')!)
    const page = await successLoader(args(get(`/success?agentId=${agent.id}&session_id=${sessionId}`, cookie)))

    expect(page).toMatchObject({ isWaiting: true, outcome: { status: 'pending', amountCents: 1200 } })
    expect((await storedAgent(agent.id)).isPremium).toBe(false)
  })

  it('refuses an event not signed with the sandbox secret', async () => {
    const response = await postWebhook(app, { payload: JSON.stringify({ id: 'evt_x', type: 'invoice.paid', data: { object: {} } }), signature: 't=1,v1=00' })

    expect(response.status).toBe(400)
  })

  it('shows a free agent instead of a checkout, and its link opens in a new tab', async () => {
    const member = await createUser()
    const agent = await createAgent({ priceCents: 0 })
    const page = await checkoutLoader(args(get(`/checkout?agentId=${agent.id}`, await sessionCookieFor(member))))

    expect(page).toMatchObject({ order: null, freeAgent: { id: agent.id, link: agent.link } })
  })
})

describe('test mode and configuration', () => {
  it('/stripe-test exists in test mode and is a 404 with live keys', async () => {
    expect((await stripeTestLoader()).amounts).toEqual([100, 1000, 3900])
    process.env.STRIPE_SECRET_KEY = 'sk_live_example'
    process.env.STRIPE_WEBHOOK_SECRET = 'whsec_live_example'
    resetEnvForTests()

    expect(await thrownStatus(stripeTestLoader())).toBe(404)
  })

  it("in production without keys nothing pretends to charge: 'Payment system is not configured'", async () => {
    process.env.NODE_ENV = 'production'
    // Production refuses to boot without the site's public address (hardening, defect 4).
    process.env.PUBLIC_URL = 'http://localhost'
    resetEnvForTests()
    const member = await createUser()
    const response = await apiRequest(app, '/api/create-subscription', { method: 'POST', cookie: await sessionCookieFor(member) })

    expect(response.status).toBe(503)
    expect((await response.json()).error.message).toBe('Payment system is not configured')
  })
})
