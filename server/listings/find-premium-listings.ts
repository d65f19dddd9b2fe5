import { findPremiumGrants } from '../placement/index.ts'
import { findOwnedAgents, type TOwnedAgent } from './find-owned-agents.ts'
import type { TPremiumListing } from './listings.schemas.ts'
import { sumAnalyticsByAgent } from './sum-analytics-by-agent.ts'

export type FindPremiumListingsOptions = { userId: number }

/** The builder's own active Premium Listing grant on an agent, if any (other grants are not theirs to edit). */
export async function activeListingGrant(agentId: number) {
  const grants = await findPremiumGrants({ agentId, activeOnly: true })

  return grants.find((grant) => grant.source === 'subscription') ?? null
}

export async function toPremiumListing(agent: TOwnedAgent, totals?: { views: number; clicks: number; contacts: number }): Promise<TPremiumListing> {
  const grant = await activeListingGrant(agent.id)
  const counts = totals ?? (await sumAnalyticsByAgent([agent.id])).get(agent.id)

  return {
    id: agent.id,
    agentId: agent.id,
    name: agent.name,
    path: `/agents/${agent.id}-${agent.slug}`,
    isPremium: agent.isPremium,
    priorityScore: grant?.priorityScore ?? agent.priorityScore,
    featuredUntil: (grant?.endsAt ?? agent.premiumUntil)?.toISOString() ?? null,
    createdAt: (grant?.startsAt ?? agent.createdAt).toISOString(),
    views: counts?.views ?? 0,
    clicks: counts?.clicks ?? 0,
    contacts: counts?.contacts ?? 0,
  }
}

/**
 * Every agent the builder owns, as a listing with its premium state (spec §3 read fields). The
 * listing's id is the agent's id: a builder has one listing per agent.
 */
export async function findPremiumListings({ userId }: FindPremiumListingsOptions): Promise<TPremiumListing[]> {
  const owned = await findOwnedAgents({ userId })
  const totals = await sumAnalyticsByAgent(owned.map((agent) => agent.id))

  return Promise.all(owned.map((agent) => toPremiumListing(agent, totals.get(agent.id) ?? { views: 0, clicks: 0, contacts: 0 })))
}
