import { eq, sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { premiumSubscriptions } from '../../db/schema/index.ts'
import type { TProviderSubscription } from './payment-provider.ts'
import type { TSubscriptionStatus } from './payments.schemas.ts'
import { sendPaymentMail } from './send-payment-mail.ts'
import { syncSubscriptionPremium } from './sync-subscription-premium.ts'

/** Stripe's subscription statuses → ours. */
export function toSubscriptionStatus(status: string): TSubscriptionStatus {
  if (status === 'active' || status === 'trialing') return 'active'
  if (status === 'past_due' || status === 'unpaid') return 'past_due'
  if (status === 'canceled' || status === 'incomplete_expired') return 'canceled'

  return 'incomplete'
}

export type ApplySubscriptionStateOptions = { userId: number; subscription: TProviderSubscription; eventCreatedAt: Date }

const dateText = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : 'the end of the paid period')

/**
 * A customer.subscription.* event (or the provider's answer to a cancellation): status, period,
 * cancel-at-period-end. An event older than the last one applied is ignored (events arrive out of
 * order); a canceled subscription stays canceled. Placement is granted by paid invoices only; a
 * subscription that ends takes it away.
 */
export async function applySubscriptionState({ userId, subscription, eventCreatedAt }: ApplySubscriptionStateOptions): Promise<string> {
  const [row] = await db.select().from(premiumSubscriptions).where(eq(premiumSubscriptions.stripeSubscriptionId, subscription.id))
  if (row?.status === 'canceled') return 'subscription already ended'
  const status = toSubscriptionStatus(subscription.status)
  // An ended subscription never comes back, so its end applies whatever arrived before it.
  if (status !== 'canceled' && row?.lastEventCreatedAt && row.lastEventCreatedAt > eventCreatedAt) return 'stale event ignored'

  // An event's status must not undo a payment we already recorded for a later period.
  const keepsActive = row?.status === 'active' && status === 'incomplete'
  const values = {
    status: keepsActive ? row.status : status,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    currentPeriodStart: subscription.currentPeriodStart ?? row?.currentPeriodStart ?? null,
    currentPeriodEnd: subscription.currentPeriodEnd ?? row?.currentPeriodEnd ?? null,
    lastEventCreatedAt: eventCreatedAt,
  }
  if (row) await db.update(premiumSubscriptions).set({ ...values, updatedAt: sql`now()` }).where(eq(premiumSubscriptions.id, row.id))
  else await db.insert(premiumSubscriptions).values({ userId, stripeSubscriptionId: subscription.id, ...values }).onConflictDoNothing()

  if (values.status === 'canceled') {
    await syncSubscriptionPremium({ userId, subscriptionId: subscription.id, paidUntil: null })
    await sendPaymentMail({ userId, subject: 'Your Premium Listing has ended', lines: ['Your Premium Listing subscription has ended and your listings are back to the free placement.', 'You can subscribe again at any time from the Advertise page.'] })

    return 'subscription ended'
  }
  if (values.cancelAtPeriodEnd && !row?.cancelAtPeriodEnd) {
    await sendPaymentMail({
      userId,
      subject: 'Your Premium Listing will not renew',
      lines: [`Your Premium Listing stays active until ${dateText(values.currentPeriodEnd)} and will not renew after that. Nothing more will be charged.`],
    })
  }

  return `subscription ${values.status}`
}
