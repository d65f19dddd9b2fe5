import { PREMIUM_LISTING } from '../shared/pricing.ts'
import { findCurrentSubscription } from './find-current-subscription.ts'
import type { TPremiumStatus } from './payments.schemas.ts'

/**
 * The builder's Premium Listing as the account page, the premium dashboard and
 * GET /api/user/premium-status show it. Active until the paid period ends (also when it will not
 * renew); past_due while the provider retries a failed renewal; canceled once it ended.
 */
export async function getPremiumStatus(userId: number): Promise<TPremiumStatus> {
  const row = await findCurrentSubscription(userId)
  if (!row || row.status === 'incomplete') {
    return { isPremium: false, status: 'none', plan: null, currentPeriodEnd: null, cancelAtPeriodEnd: false, subscription: null }
  }
  const hasLapsed = row.currentPeriodEnd !== null && row.currentPeriodEnd.getTime() <= Date.now()
  const status = row.status === 'canceled' || (hasLapsed && row.status !== 'past_due') ? 'canceled' : (row.status as 'active' | 'past_due')
  const currentPeriodEnd = row.currentPeriodEnd?.toISOString() ?? null

  return {
    isPremium: status === 'active' || status === 'past_due',
    status,
    plan: { code: PREMIUM_LISTING.code, name: PREMIUM_LISTING.name, amountCents: PREMIUM_LISTING.amountCents, interval: PREMIUM_LISTING.interval },
    currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    subscription: { status: row.status, currentPeriodEnd, cancelAtPeriodEnd: row.cancelAtPeriodEnd },
  }
}
