import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agents, premiumGrants } from '../../db/schema/index.ts'
import { PREMIUM_TIER_RANK, type TPremiumTier } from '../shared/pricing.ts'
import type { TPlacementExecutor } from './placement-executor.ts'

export type TAgentPremiumState = { isPremium: boolean; premiumUntil: Date | null; premiumTier: TPremiumTier | null; premiumRank: number; priorityScore: number }

/**
 * Derives an agent's premium columns from its active grants: the highest tier (then priority)
 * wins, premium lasts until the last active grant ends. Call it after any grant changes.
 */
export async function refreshAgentPremium(agentId: number, executor: TPlacementExecutor = db): Promise<TAgentPremiumState> {
  const now = new Date()
  const active = await executor
    .select({ tier: premiumGrants.tier, priorityScore: premiumGrants.priorityScore, endsAt: premiumGrants.endsAt })
    .from(premiumGrants)
    .where(and(eq(premiumGrants.agentId, agentId), isNull(premiumGrants.revokedAt), lte(premiumGrants.startsAt, now), gt(premiumGrants.endsAt, now)))
    .orderBy(desc(premiumGrants.endsAt))
  const state = premiumStateOf(active)
  await executor
    .update(agents)
    .set({ ...state, updatedAt: sql`now()` })
    .where(eq(agents.id, agentId))

  return state
}

function premiumStateOf(active: { tier: string; priorityScore: number; endsAt: Date }[]): TAgentPremiumState {
  if (active.length === 0) return { isPremium: false, premiumUntil: null, premiumTier: null, premiumRank: 0, priorityScore: 0 }
  const rankOf = (tier: string) => PREMIUM_TIER_RANK[tier as TPremiumTier] ?? 0
  const best = active.reduce((a, b) => (rankOf(b.tier) > rankOf(a.tier) || (rankOf(b.tier) === rankOf(a.tier) && b.priorityScore > a.priorityScore) ? b : a))
  const premiumUntil = active.reduce((latest, grant) => (grant.endsAt > latest ? grant.endsAt : latest), active[0]!.endsAt)

  return { isPremium: true, premiumUntil, premiumTier: best.tier as TPremiumTier, premiumRank: rankOf(best.tier), priorityScore: best.priorityScore }
}
