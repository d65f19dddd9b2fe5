import { paymentCustomers } from '../../db/schema/index.ts'
import { db } from '../../db/client.ts'
import { eq } from 'drizzle-orm'
import { AppError } from '../shared/errors.ts'
import { applySubscriptionState } from './apply-subscription-state.ts'
import { findCurrentSubscription } from './find-current-subscription.ts'
import { requirePaymentProvider } from './get-payment-provider.ts'
import { getPremiumStatus } from './get-premium-status.ts'
import type { TPremiumStatus } from './payments.schemas.ts'

/**
 * The builder cancels: the subscription stays active to the end of the paid period, then ends
 * (customer.subscription.deleted). The provider's answer is applied at once, and its event later
 * changes nothing more.
 */
export async function cancelPremiumSubscription({ userId }: { userId: number }): Promise<TPremiumStatus> {
  const provider = requirePaymentProvider()
  const row = await findCurrentSubscription(userId)
  if (!row || (row.status !== 'active' && row.status !== 'past_due')) throw new AppError('NOT_FOUND', 'You have no active Premium Listing subscription.')
  if (row.cancelAtPeriodEnd) return getPremiumStatus(userId)
  const [customer] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, userId))
  const updated = await provider.cancelSubscriptionAtPeriodEnd({
    subscriptionId: row.stripeSubscriptionId,
    customerId: customer?.customerId ?? '',
    current: { id: row.stripeSubscriptionId, status: row.status, cancelAtPeriodEnd: row.cancelAtPeriodEnd, currentPeriodStart: row.currentPeriodStart, currentPeriodEnd: row.currentPeriodEnd },
  })
  // Provider event times are whole seconds; this change is stamped to the millisecond, so an event
  // created earlier in the same second (older news) cannot undo it, and any later second can.
  await applySubscriptionState({ userId, subscription: updated, eventCreatedAt: new Date() })

  return getPremiumStatus(userId)
}
