import { describe, expect, it } from 'vitest'
import { toSubscriptionStatus } from './apply-subscription-state.ts'
import { checkoutIdempotencyKey, CHECKOUT_WINDOW_MS } from './checkout-idempotency-key.ts'
import type { TPricedPurchase } from './price-purchase.ts'
import { readInvoiceObject } from './read-invoice-object.ts'
import { readSubscriptionObject } from './read-subscription-object.ts'

describe('reading Stripe objects of either API shape', () => {
  it('takes the billing period from the subscription item (new API) or the subscription (old API)', () => {
    expect(readSubscriptionObject({ id: 'sub_1', status: 'active', items: { data: [{ current_period_start: 100, current_period_end: 200 }] } })).toEqual({
      id: 'sub_1',
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodStart: new Date(100_000),
      currentPeriodEnd: new Date(200_000),
    })
    expect(readSubscriptionObject({ id: 'sub_2', status: 'past_due', cancel_at_period_end: true, current_period_end: 300 })).toMatchObject({ cancelAtPeriodEnd: true, currentPeriodEnd: new Date(300_000), currentPeriodStart: null })
  })

  it('finds an invoice subscription under parent (new API) or on top (old API), and expanded ids', () => {
    const fresh = readInvoiceObject({ id: 'in_1', customer: 'cus_1', parent: { subscription_details: { subscription: 'sub_1' } }, amount_paid: 2900, lines: { data: [{ period: { start: 1, end: 2 } }] } })
    const old = readInvoiceObject({ id: 'in_2', customer: { id: 'cus_2' }, subscription: 'sub_2', payment_intent: 'pi_2', amount_due: 2900, billing_reason: 'subscription_cycle' })

    expect(fresh).toMatchObject({ subscriptionId: 'sub_1', customerId: 'cus_1', amountCents: 2900, periodStart: new Date(1000), periodEnd: new Date(2000) })
    expect(old).toMatchObject({ subscriptionId: 'sub_2', customerId: 'cus_2', paymentIntentId: 'pi_2', billingReason: 'subscription_cycle', periodEnd: null })
  })

  it("maps Stripe's subscription statuses to ours", () => {
    expect(['active', 'trialing', 'past_due', 'unpaid', 'canceled', 'incomplete_expired', 'incomplete'].map(toSubscriptionStatus)).toEqual(['active', 'active', 'past_due', 'past_due', 'canceled', 'canceled', 'incomplete'])
  })
})

describe('checkout idempotency keys', () => {
  const priced = { purchase: { kind: 'upgrade', agentId: 7, tier: 'basic' }, agentId: 7, tier: 'basic', line: { amountCents: 500 } } as unknown as TPricedPurchase
  const start = 1_800_000_000_000 - (1_800_000_000_000 % CHECKOUT_WINDOW_MS)

  it('is the same within the window and differs by member, purchase, amount and window', () => {
    const key = checkoutIdempotencyKey(1, priced, 'checkout', start)

    expect(checkoutIdempotencyKey(1, priced, 'checkout', start + CHECKOUT_WINDOW_MS - 1)).toBe(key)
    expect(checkoutIdempotencyKey(2, priced, 'checkout', start)).not.toBe(key)
    expect(checkoutIdempotencyKey(1, { ...priced, tier: 'enterprise' }, 'checkout', start)).not.toBe(key)
    expect(checkoutIdempotencyKey(1, { ...priced, line: { ...priced.line, amountCents: 600 } }, 'checkout', start)).not.toBe(key)
    expect(checkoutIdempotencyKey(1, priced, 'intent', start)).not.toBe(key)
    expect(checkoutIdempotencyKey(1, priced, 'checkout', start + CHECKOUT_WINDOW_MS)).not.toBe(key)
  })
})
