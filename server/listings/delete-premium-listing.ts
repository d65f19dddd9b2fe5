import { isAgentOwner } from '../catalogue/index.ts'
import { revokePremiumGrants } from '../placement/index.ts'
import { AppError } from '../shared/errors.ts'
import { activeListingGrant, toPremiumListing } from './find-premium-listings.ts'
import { findOwnedAgents } from './find-owned-agents.ts'
import type { TPremiumListing } from './listings.schemas.ts'

export type DeletePremiumListingOptions = { userId: number; agentId: number }

/**
 * Ends the builder's premium listing of an agent now (their 'subscription' grant); the agent
 * stays theirs and keeps any paid upgrade or admin grant. Returns the listing as it is after.
 */
export async function deletePremiumListing({ userId, agentId }: DeletePremiumListingOptions): Promise<TPremiumListing> {
  const ownership = await isAgentOwner({ userId, agentId })
  if (ownership === 'not-found') throw new AppError('NOT_FOUND', 'Listing not found')
  if (ownership === 'not-owner') throw new AppError('FORBIDDEN', 'You can only delete your own listings.')
  if (!(await activeListingGrant(agentId))) throw new AppError('NOT_FOUND', 'This agent has no premium listing to delete.')
  await revokePremiumGrants({ agentId, sources: ['subscription'] })
  const agent = (await findOwnedAgents({ userId })).find((owned) => owned.id === agentId)!

  return toPremiumListing(agent)
}
