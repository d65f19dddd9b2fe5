import { findOwnedAgentIds } from '../catalogue/index.ts'
import { grantPremium, revokePremiumGrants } from '../placement/index.ts'

export type SyncSubscriptionPremiumOptions = {
  userId: number
  subscriptionId: string
  /** The paid period's end, or null to end the subscription's placement now. */
  paidUntil: Date | null
}

/**
 * The Premium Listing covers every listing the builder owns: one grant per agent and paid period
 * (reference = subscription and period end, so a replayed invoice grants once), or none at all.
 */
export async function syncSubscriptionPremium({ userId, subscriptionId, paidUntil }: SyncSubscriptionPremiumOptions): Promise<number> {
  const agentIds = await findOwnedAgentIds({ userId })
  for (const agentId of agentIds) {
    if (paidUntil && paidUntil.getTime() > Date.now()) {
      await grantPremium({ agentId, source: 'subscription', tier: 'listing', endsAt: paidUntil, grantedByUserId: userId, reference: `subscription:${subscriptionId}:${Math.floor(paidUntil.getTime() / 1000)}` })
    } else {
      await revokePremiumGrants({ agentId, sources: ['subscription'] })
    }
  }

  return agentIds.length
}
