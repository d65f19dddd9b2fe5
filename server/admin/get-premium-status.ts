import { findPremiumGrants, refreshAgentPremium } from '../placement/index.ts'
import type { TPremiumStatus } from './admin.schemas.ts'

export type GetPremiumStatusOptions = { agentId: number }

/**
 * An agent's premium state as placement derives it from the active grants (refreshed, so an
 * expired grant is not reported), with the manual grant and the paid ones told apart.
 */
export async function getPremiumStatus({ agentId }: GetPremiumStatusOptions): Promise<TPremiumStatus> {
  const [state, grants] = await Promise.all([refreshAgentPremium(agentId), findPremiumGrants({ agentId, activeOnly: true })])
  const manual = grants.find((grant) => grant.source === 'admin') ?? null

  return {
    agentId,
    isPremium: state.isPremium,
    premiumUntil: state.premiumUntil?.toISOString() ?? null,
    premiumTier: state.premiumTier,
    premiumRank: state.premiumRank,
    priorityScore: state.priorityScore,
    manualGrant: manual ? { endsAt: manual.endsAt.toISOString(), priorityScore: manual.priorityScore } : null,
    paidGrants: grants.filter((grant) => grant.source !== 'admin').length,
  }
}
