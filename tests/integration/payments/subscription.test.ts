import { describe, expect, it } from 'vitest'
import { findAuditEvents } from '../../../server/audit/index.ts'
import { createApp } from '../../../server/http/app.ts'
import { findOutboxMessages } from '../../../server/mail/index.ts'
import { grantPremium } from '../../../server/placement/index.ts'
import { apiRequest, createUser, sessionCookieFor } from '../../support/auth.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { signStripeEvent } from '../../support/fake-stripe.ts'
import { createAgent } from '../../support/factories/agents.ts'
import { useFakeStripe } from '../../support/local-services.ts'
import { createOwnedAgent, postWebhook, storedAgent, storedTransactions } from './support.ts'

setupTestDatabase()
const { fake } = useFakeStripe()
const app = createApp()

const DAY = 86_400
const now = () => Math.floor(Date.now() / 1000)

async function subscribe() {
  const builder = await createUser()
  const cookie = await sessionCookieFor(builder)
  const agent = await createOwnedAgent(builder.id)
  const response = await apiRequest(app, '/api/create-subscription', { method: 'POST', cookie })
  expect(response.status).toBe(201)
  const session = await response.json()
  const request = fake().requests.find((entry) => entry.path === '/v1/checkout/sessions' && entry.form['metadata[transactionId]'] === String(session.transactionId))!

  return { builder, cookie, agent, session, customer: request.form.customer!, subscriptionId: `sub_${session.transactionId}` }
}

function invoice(type: 'invoice.paid' | 'invoice.payment_failed', { id, customer, subscriptionId, start, end, reason }: { id: string; customer: string; subscriptionId: string; start: number; end: number; reason: string }) {
  return signStripeEvent(type, {
    id,
    object: 'invoice',
    customer,
    billing_reason: reason,
    amount_paid: 2900,
    amount_due: 2900,
    parent: { subscription_details: { subscription: subscriptionId } },
    lines: { data: [{ period: { start, end } }] },
  })
}

const status = async (cookie: string) => (await apiRequest(app, '/api/user/premium-status', { cookie })).json()

describe('the Premium Listing subscription', () => {
  it('is a $29 monthly subscription checkout; nothing is premium before the payment is confirmed', async () => {
    const { cookie, agent, session } = await subscribe()
    const request = fake().requests.find((entry) => entry.form['metadata[transactionId]'] === String(session.transactionId))!

    expect(request.form.mode).toBe('subscription')
    expect(request.form['line_items[0][price_data][unit_amount]']).toBe('2900')
    expect(request.form['line_items[0][price_data][recurring][interval]']).toBe('month')
    expect(await status(cookie)).toMatchObject({ isPremium: false, status: 'none' })
    expect((await storedAgent(agent.id)).isPremium).toBe(false)
  })

  it('follows the events: active with the next billing date, past_due with a mail, renewed, cancelled to the period end, then ended', async () => {
    const { builder, cookie, agent, session, customer, subscriptionId } = await subscribe()
    const start = now()
    const end = start + 30 * DAY
    // The invoice arrives before the checkout event: still one transaction.
    await postWebhook(app, invoice('invoice.paid', { id: 'in_first', customer, subscriptionId, start, end, reason: 'subscription_create' }))
    await postWebhook(app, signStripeEvent('checkout.session.completed', { id: session.sessionId, mode: 'subscription', payment_status: 'paid', customer, subscription: subscriptionId }))

    expect(await status(cookie)).toMatchObject({ isPremium: true, status: 'active', currentPeriodEnd: new Date(end * 1000).toISOString(), cancelAtPeriodEnd: false, subscription: { currentPeriodEnd: new Date(end * 1000).toISOString() } })
    expect(await storedAgent(agent.id)).toMatchObject({ isPremium: true, premiumTier: 'listing' })
    expect(await storedTransactions(builder.id)).toHaveLength(1)

    await postWebhook(app, invoice('invoice.payment_failed', { id: 'in_second', customer, subscriptionId, start: end, end: end + 30 * DAY, reason: 'subscription_cycle' }))
    expect(await status(cookie)).toMatchObject({ status: 'past_due' })
    expect((await findOutboxMessages({ to: builder.email })).map((mail) => mail.subject)).toContain('Your Premium Listing payment failed')

    await postWebhook(app, invoice('invoice.paid', { id: 'in_second', customer, subscriptionId, start: end, end: end + 30 * DAY, reason: 'subscription_cycle' }))
    expect(await status(cookie)).toMatchObject({ status: 'active', currentPeriodEnd: new Date((end + 30 * DAY) * 1000).toISOString() })
    expect((await storedTransactions(builder.id)).map((row) => row.status)).toEqual(['succeeded', 'succeeded'])

    fake().subscriptions.set(subscriptionId, { start: end, end: end + 30 * DAY })
    const cancel = await apiRequest(app, '/api/user/premium/cancel', { method: 'POST', cookie })
    expect(cancel.status).toBe(200)
    expect(await cancel.json()).toMatchObject({ status: 'active', cancelAtPeriodEnd: true })
    expect(fake().requests.some((entry) => entry.path === `/v1/subscriptions/${subscriptionId}` && entry.form.cancel_at_period_end === 'true')).toBe(true)
    // An older subscription event arriving late does not undo the cancellation.
    await postWebhook(app, signStripeEvent('customer.subscription.updated', { id: subscriptionId, customer, status: 'active', cancel_at_period_end: false }, { created: start }))
    expect(await status(cookie)).toMatchObject({ cancelAtPeriodEnd: true })
    expect((await storedAgent(agent.id)).isPremium).toBe(true)

    await postWebhook(app, signStripeEvent('customer.subscription.deleted', { id: subscriptionId, customer, status: 'canceled', cancel_at_period_end: false }))
    expect(await status(cookie)).toMatchObject({ isPremium: false, status: 'canceled' })
    expect((await storedAgent(agent.id)).isPremium).toBe(false)
    // A late payment event of the ended subscription does not revive it.
    await postWebhook(app, invoice('invoice.paid', { id: 'in_second', customer, subscriptionId, start: end, end: end + 30 * DAY, reason: 'subscription_cycle' }))
    expect(await status(cookie)).toMatchObject({ status: 'canceled' })
  })

  it('opens the billing portal', async () => {
    const { cookie } = await subscribe()
    const response = await apiRequest(app, '/api/user/premium/portal', { method: 'POST', cookie })

    expect(response.status).toBe(200)
    expect((await response.json()).url).toMatch(/^https:\/\/billing\.stripe\.test\//)
  })
})

describe('PUT /api/agents/{id}/premium', () => {
  it('is for admins only, audited, and removing takes away manual grants only', async () => {
    const admin = await createUser({ role: 'admin' })
    const member = await createUser()
    const agent = await createAgent({ name: 'Manually Featured Agent' })
    const paid = await createAgent()
    const until = new Date(Date.now() + 10 * DAY * 1000).toISOString()

    expect((await apiRequest(app, `/api/agents/${agent.id}/premium`, { method: 'PUT', body: { isPremium: true }, cookie: await sessionCookieFor(member) })).status).toBe(403)
    expect((await apiRequest(app, `/api/agents/${agent.id}/premium`, { method: 'PUT', body: { isPremium: true } })).status).toBe(401)
    expect((await storedAgent(agent.id)).isPremium).toBe(false)

    const adminCookie = await sessionCookieFor(admin)
    const granted = await apiRequest(app, `/api/agents/${agent.id}/premium`, { method: 'PUT', body: { isPremium: true, featuredUntil: until, priorityScore: 400 }, cookie: adminCookie })
    expect(granted.status).toBe(200)
    expect(await granted.json()).toMatchObject({ isPremium: true, premiumUntil: until, priorityScore: 400 })
    const { events } = await findAuditEvents({ action: 'agent.premium', targetId: String(agent.id) })
    expect(events[0]).toMatchObject({ action: 'agent.premium.grant', actorUserId: admin.id })

    await grantPremium({ agentId: paid.id, source: 'upgrade', tier: 'basic', endsAt: new Date(Date.now() + 5 * DAY * 1000), reference: 'transaction:paid' })
    await apiRequest(app, `/api/agents/${paid.id}/premium`, { method: 'PUT', body: { isPremium: true }, cookie: adminCookie })
    const removed = await apiRequest(app, `/api/agents/${paid.id}/premium`, { method: 'PUT', body: { isPremium: false }, cookie: adminCookie })
    expect(await removed.json()).toMatchObject({ isPremium: true, premiumTier: 'basic' })
    expect((await apiRequest(app, `/api/agents/999999999/premium`, { method: 'PUT', body: { isPremium: true }, cookie: adminCookie })).status).toBe(404)
    expect((await apiRequest(app, `/api/agents/${agent.id}/premium`, { method: 'PUT', body: { isPremium: 'yes' }, cookie: adminCookie })).status).toBe(400)
  })
})

describe('refunds (30-day money-back guarantee)', () => {
  it('an admin refunds through the provider; the refund event takes the upgrade back, audited and mailed', async () => {
    const admin = await createUser({ role: 'admin' })
    const builder = await createUser()
    const agent = await createOwnedAgent(builder.id)
    const session = await (await apiRequest(app, '/api/create-checkout-session', { method: 'POST', body: { agentId: agent.id, priceId: 'basic' }, cookie: await sessionCookieFor(builder) })).json()
    await postWebhook(app, signStripeEvent('checkout.session.completed', { id: session.sessionId, mode: 'payment', payment_status: 'paid', payment_intent: 'pi_refund_me' }))
    expect((await storedAgent(agent.id)).isPremium).toBe(true)

    const member = await createUser()
    expect((await apiRequest(app, `/api/admin/transactions/${session.transactionId}/refund`, { method: 'POST', cookie: await sessionCookieFor(member) })).status).toBe(403)
    const refund = await apiRequest(app, `/api/admin/transactions/${session.transactionId}/refund`, { method: 'POST', cookie: await sessionCookieFor(admin) })
    expect(refund.status).toBe(200)
    expect(fake().requests.some((entry) => entry.path === '/v1/refunds' && entry.form.payment_intent === 'pi_refund_me')).toBe(true)

    await postWebhook(app, signStripeEvent('charge.refunded', { id: 'ch_1', object: 'charge', refunded: true, payment_intent: 'pi_refund_me' }))
    expect((await storedTransactions(builder.id))[0]?.status).toBe('refunded')
    expect((await storedAgent(agent.id)).isPremium).toBe(false)
    expect((await findOutboxMessages({ to: builder.email })).map((mail) => mail.subject)).toContain('Your Agent Atlas refund')
    expect((await findAuditEvents({ action: 'payment.refund' })).events.length).toBeGreaterThan(0)
  })
})
