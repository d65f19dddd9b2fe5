import { count, eq } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { describe, expect, it } from 'vitest'
import { action as subscribeAction } from '../../../app/routes/payments/premium-subscribe.tsx'
import { db } from '../../../db/client.ts'
import { transactions } from '../../../db/schema/index.ts'
import { findFeaturedAgents } from '../../../server/catalogue/index.ts'
import { findDeploymentRequests } from '../../../server/deployments/index.ts'
import { createApp } from '../../../server/http/app.ts'
import { findOutboxMessages } from '../../../server/mail/index.ts'
import { hasVerifiedUse } from '../../../server/reviews/index.ts'
import { apiRequest, createUser, sessionCookieFor } from '../../support/auth.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { signStripeEvent } from '../../support/fake-stripe.ts'
import { createAgent } from '../../support/factories/agents.ts'
import { useFakeStripe } from '../../support/local-services.ts'
import { createOwnedAgent, postWebhook, storedAgent, storedTransactions } from './support.ts'

setupTestDatabase()
const { fake } = useFakeStripe()
const app = createApp()

function completed(session: { sessionId: string }, overrides: Record<string, unknown> = {}) {
  return signStripeEvent('checkout.session.completed', { id: session.sessionId, object: 'checkout.session', mode: 'payment', payment_status: 'paid', payment_intent: `pi_for_${session.sessionId}`, ...overrides })
}

describe('checkout against Stripe (a fake Stripe server on 127.0.0.1)', () => {
  it('upgrades my agent only from the confirmed payment event, with the tier and a receipt', async () => {
    const builder = await createUser()
    const cookie = await sessionCookieFor(builder)
    const agent = await createOwnedAgent(builder.id, { name: 'Upgraded Ledger Agent' })
    const response = await apiRequest(app, '/api/create-checkout-session', { method: 'POST', body: { agentId: String(agent.id), priceId: 'professional' }, cookie })

    expect(response.status).toBe(201)
    const session = await response.json()
    expect(session.url).toBe(`https://checkout.stripe.test/c/pay/${session.sessionId}`)
    const sent = fake().requests.find((request) => request.path === '/v1/checkout/sessions' && request.form['metadata[transactionId]'] === String(session.transactionId))!
    expect(sent.form['line_items[0][price_data][unit_amount]']).toBe('1200')
    expect(sent.form.success_url).toContain(`/success?agentId=${agent.id}&session_id={CHECKOUT_SESSION_ID}`)
    expect(sent.idempotencyKey).toBeTruthy()
    // Redirected to checkout, nothing paid yet: not premium.
    expect((await storedAgent(agent.id)).isPremium).toBe(false)

    const webhook = await postWebhook(app, completed(session))
    expect(webhook.status).toBe(200)
    expect(await storedAgent(agent.id)).toMatchObject({ isPremium: true, premiumTier: 'professional' })
    const [transaction] = await storedTransactions(builder.id)
    expect(transaction).toMatchObject({ kind: 'upgrade', status: 'succeeded', amountCents: 1200, commissionCents: 0, paymentIntentId: `pi_for_${session.sessionId}` })
    expect((await findFeaturedAgents({ limit: 24 })).map((featured) => featured.name)).toContain('Upgraded Ledger Agent')
    const [receipt] = await findOutboxMessages({ to: builder.email })
    expect(receipt?.subject).toContain('Your Agent Atlas receipt')
    expect(receipt?.text).toContain('$12.00')
  })

  it('creates one session for a double click', async () => {
    const builder = await createUser()
    const cookie = await sessionCookieFor(builder)
    const agent = await createOwnedAgent(builder.id)
    const body = { agentId: agent.id, priceId: 'basic' }
    const [first, second] = await Promise.all([
      apiRequest(app, '/api/create-checkout-session', { method: 'POST', body, cookie }),
      apiRequest(app, '/api/create-checkout-session', { method: 'POST', body, cookie }),
    ])
    const third = await apiRequest(app, '/api/create-checkout-session', { method: 'POST', body, cookie })

    const sessions = await Promise.all([first.json(), second.json(), third.json()])
    expect(new Set(sessions.map((session) => session.sessionId)).size).toBe(1)
    expect(await storedTransactions(builder.id)).toHaveLength(1)
  })

  it("answers 404 for an unknown agent, 403 for someone else's, 401 for visitors, and stores nothing", async () => {
    const member = await createUser()
    const cookie = await sessionCookieFor(member)
    const owner = await createUser()
    const theirs = await createOwnedAgent(owner.id)
    const unknown = await apiRequest(app, '/api/create-checkout-session', { method: 'POST', body: { agentId: 99_999_999, priceId: 'basic' }, cookie })
    const forbidden = await apiRequest(app, '/api/create-checkout-session', { method: 'POST', body: { agentId: theirs.id, priceId: 'enterprise' }, cookie })
    const anonymous = await apiRequest(app, '/api/create-checkout-session', { method: 'POST', body: { agentId: theirs.id, priceId: 'basic' } })
    const badTier = await apiRequest(app, '/api/create-checkout-session', { method: 'POST', body: { agentId: theirs.id, priceId: 'platinum' }, cookie })

    expect(unknown.status).toBe(404)
    expect((await unknown.json()).error.message).toBe('Agent not found')
    expect(forbidden.status).toBe(403)
    expect((await forbidden.json()).error.message).toBe('Only the owner of this listing can upgrade it.')
    expect(anonymous.status).toBe(401)
    expect(badTier.status).toBe(400)
    expect(await storedTransactions(member.id)).toHaveLength(0)
  })

  it('ignores a tampered price: a paid agent is charged its listed price, with 15% commission, and the buyer becomes Verified', async () => {
    const buyer = await createUser()
    const cookie = await sessionCookieFor(buyer)
    const agent = await createAgent({ priceCents: 4900, pricingType: 'paid' })
    const response = await apiRequest(app, '/api/payments/create-checkout', { method: 'POST', body: { agentId: agent.id, agentName: agent.name, price: 0.01 }, cookie })

    expect(response.status).toBe(201)
    const session = await response.json()
    const sent = fake().requests.find((request) => request.form['metadata[transactionId]'] === String(session.transactionId))!
    expect(sent.form['line_items[0][price_data][unit_amount]']).toBe('4900')
    expect(await hasVerifiedUse({ userId: buyer.id, agentId: agent.id })).toBe(false)

    // Even an event with another amount does not change what we recorded.
    await postWebhook(app, completed(session, { amount_total: 1 }))
    const [transaction] = await storedTransactions(buyer.id)
    expect(transaction).toMatchObject({ kind: 'agent-purchase', status: 'succeeded', amountCents: 4900, commissionCents: 735 })
    expect(await hasVerifiedUse({ userId: buyer.id, agentId: agent.id })).toBe(true)
  })

  it('refuses to check out a free agent (its link opens instead)', async () => {
    const buyer = await createUser()
    const agent = await createAgent({ priceCents: 0 })
    const response = await apiRequest(app, '/api/payments/create-checkout', { method: 'POST', body: { agentId: agent.id, price: 0 }, cookie: await sessionCookieFor(buyer) })

    expect(response.status).toBe(422)
    expect(await storedTransactions(buyer.id)).toHaveLength(0)
  })

  it('the $299 deployment service creates a paid full-service deployment request on the payment event', async () => {
    const buyer = await createUser()
    const agent = await createAgent()
    const response = await apiRequest(app, '/api/payments/create-checkout', { method: 'POST', body: { agentId: agent.id, product: 'deployment-service' }, cookie: await sessionCookieFor(buyer) })
    const session = await response.json()
    expect((await findDeploymentRequests({ userId: buyer.id })).total).toBe(0)

    await postWebhook(app, completed(session))
    const { requests } = await findDeploymentRequests({ userId: buyer.id })
    expect(requests).toHaveLength(1)
    expect(requests[0]).toMatchObject({ agentId: agent.id, service: 'full-service', paymentStatus: 'paid' })
    expect((await storedTransactions(buyer.id))[0]).toMatchObject({ amountCents: 29900, status: 'succeeded' })
  })

  it('a payment intent uses the server amount; test payments are $1, $10 or $39 only', async () => {
    const member = await createUser()
    const cookie = await sessionCookieFor(member)
    const good = await apiRequest(app, '/api/create-payment-intent', { method: 'POST', body: { amount: 39, description: 'Test' }, cookie })
    const bad = await apiRequest(app, '/api/create-payment-intent', { method: 'POST', body: { amount: 5000 }, cookie })

    expect(good.status).toBe(201)
    const intent = await good.json()
    expect(intent).toMatchObject({ amountCents: 3900, clientSecret: expect.stringContaining('_secret_') })
    expect(bad.status).toBe(400)
    await postWebhook(app, signStripeEvent('payment_intent.succeeded', { id: intent.paymentIntentId, object: 'payment_intent', amount: 3900, metadata: {} }))
    expect((await storedTransactions(member.id))[0]).toMatchObject({ kind: 'test-payment', status: 'succeeded', amountCents: 3900 })
  })
})

describe('the pages with Stripe keys', () => {
  it("the subscribe button sends the browser to Stripe's hosted checkout", async () => {
    const member = await createUser()
    const context: AppLoadContext = { nonce: 'n', clientAddress: '192.0.2.9' }
    const request = new Request('http://localhost/premium/subscribe', { method: 'POST', body: new URLSearchParams({ kind: 'premium-listing' }), headers: { cookie: await sessionCookieFor(member) } })
    const response = (await subscribeAction({ request, context, params: {}, unstable_pattern: '' } as never)) as Response

    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_fake_/)
  })
})

describe('the webhook', () => {
  async function pendingUpgrade() {
    const builder = await createUser()
    const agent = await createOwnedAgent(builder.id)
    const response = await apiRequest(app, '/api/create-checkout-session', { method: 'POST', body: { agentId: agent.id, priceId: 'enterprise' }, cookie: await sessionCookieFor(builder) })

    return { builder, agent, session: await response.json() }
  }

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const { builder, agent, session } = await pendingUpgrade()
    const event = completed(session)
    const forged = signStripeEvent('checkout.session.completed', { id: session.sessionId, mode: 'payment', payment_status: 'paid' }, { secret: 'whsec_someone_else' })

    expect((await postWebhook(app, { payload: event.payload })).status).toBe(400)
    expect((await postWebhook(app, { payload: event.payload, signature: 't=1,v1=deadbeef' })).status).toBe(400)
    expect((await postWebhook(app, forged)).status).toBe(400)
    // A body changed after signing (the amount, say) no longer matches its signature.
    expect((await postWebhook(app, { payload: event.payload.replace('"paid"', '"paid" '), signature: event.signature })).status).toBe(400)
    expect((await storedAgent(agent.id)).isPremium).toBe(false)
    expect((await storedTransactions(builder.id))[0]?.status).toBe('pending')
  })

  it('still sends the security headers', async () => {
    const response = await postWebhook(app, { payload: '{}' })

    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('handles an event once: a replay changes nothing and mails nothing', async () => {
    const { builder, session } = await pendingUpgrade()
    const event = completed(session)
    const first = await postWebhook(app, event)
    const replay = await postWebhook(app, event)

    expect(await first.json()).toMatchObject({ received: true, duplicate: false })
    expect(await replay.json()).toMatchObject({ received: true, duplicate: true })
    expect(await findOutboxMessages({ to: builder.email })).toHaveLength(1)
    // A retry of the same payment under a new event id is just as harmless.
    await postWebhook(app, completed(session))
    expect(await findOutboxMessages({ to: builder.email })).toHaveLength(1)
    const [{ value } = { value: -1 }] = await db.select({ value: count() }).from(transactions).where(eq(transactions.userId, builder.id))
    expect(value).toBe(1)
  })

  it('tolerates a refund that arrives before the payment: refunded, never premium', async () => {
    const { builder, agent, session } = await pendingUpgrade()
    await postWebhook(app, signStripeEvent('charge.refunded', { id: 'ch_early', object: 'charge', refunded: true, payment_intent: `pi_for_${session.sessionId}`, metadata: { transactionId: String(session.transactionId) } }))
    await postWebhook(app, completed(session))

    expect((await storedTransactions(builder.id))[0]?.status).toBe('refunded')
    expect((await storedAgent(agent.id)).isPremium).toBe(false)
  })

  it('answers 200 for an unknown customer, logs it and changes nothing', async () => {
    const response = await postWebhook(app, signStripeEvent('invoice.paid', { id: 'in_stranger', object: 'invoice', customer: 'cus_nobody_we_know', amount_paid: 2900, parent: { subscription_details: { subscription: 'sub_stranger' } } }))
    const unknownSession = await postWebhook(app, signStripeEvent('checkout.session.completed', { id: 'cs_not_ours', customer: 'cus_nobody_we_know', mode: 'payment', payment_status: 'paid' }))

    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ received: true, outcome: 'unknown-customer' })
    expect(await unknownSession.json()).toMatchObject({ outcome: 'unknown-customer' })
    const [{ value } = { value: -1 }] = await db.select({ value: count() }).from(transactions).where(eq(transactions.invoiceId, 'in_stranger'))
    expect(value).toBe(0)
  })

  it('records a declined payment as failed, then succeeded when the buyer pays with another card', async () => {
    const { builder, agent, session } = await pendingUpgrade()
    await postWebhook(app, signStripeEvent('payment_intent.payment_failed', { id: 'pi_declined', object: 'payment_intent', last_payment_error: { message: 'Your card was declined.' }, metadata: { transactionId: String(session.transactionId) } }))
    expect((await storedTransactions(builder.id))[0]).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' })
    expect((await storedAgent(agent.id)).isPremium).toBe(false)

    await postWebhook(app, completed(session))
    expect((await storedTransactions(builder.id))[0]?.status).toBe('succeeded')
    expect((await storedAgent(agent.id)).isPremium).toBe(true)
  })
})
