import { getAgentListing } from './get-agent-listing.ts'
import { isAppError } from '../shared/errors.ts'

export type IsAgentOwnerOptions = { userId: number; agentId: number }

export type TAgentOwnership = 'not-found' | 'owner' | 'not-owner'

/** Whether the user owns the agent's listing (the catalogue keeps the listing's owner). */
export async function isAgentOwner({ userId, agentId }: IsAgentOwnerOptions): Promise<TAgentOwnership> {
  try {
    const listing = await getAgentListing({ agentId })

    return listing.ownerUserId === userId ? 'owner' : 'not-owner'
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') return 'not-found'
    throw error
  }
}
