import { getOptionalUser } from '../../../server/accounts/index.ts'
import { getAgentOwnership } from '../../../server/listings/index.ts'
import type { TListingOwnershipView } from '../../components/contributions/listing-ownership.tsx'

/** Who manages the agent and what the viewer may do with the listing, for the agent page. */
export async function loadListingOwnership({ request, agentId }: { request: Request; agentId: number }): Promise<TListingOwnershipView> {
  const viewer = await getOptionalUser(request)
  const ownership = await getAgentOwnership({ agentId, viewerId: viewer?.id ?? null })

  return { ownerName: ownership.ownerName, isOwner: ownership.isOwner, canClaim: ownership.canClaim, isSignedIn: viewer !== null }
}
