import { findUserContacts } from '../accounts/index.ts'
import { getAgentListing } from '../catalogue/index.ts'

export type GetAgentOwnershipOptions = { agentId: number; viewerId: number | null }

export type TAgentOwnership = {
  /** The builder's account, or null while nobody owns the listing. */
  ownerUserId: number | null
  /** The builder who manages the listing, by name; null while nobody claimed it (or the account is gone). */
  ownerName: string | null
  isOwner: boolean
  /** A signed-in member may start (or continue) a claim on an unowned listing. */
  canClaim: boolean
}

/** Who owns an agent and what that means for the viewer. Unknown agents throw NOT_FOUND. */
export async function getAgentOwnership({ agentId, viewerId }: GetAgentOwnershipOptions): Promise<TAgentOwnership> {
  const agent = await getAgentListing({ agentId })
  const owner = agent.ownerUserId === null ? null : (await findUserContacts({ userIds: [agent.ownerUserId] })).get(agent.ownerUserId)
  const hasOwner = Boolean(owner && !owner.isDeleted)

  return {
    ownerUserId: hasOwner ? agent.ownerUserId : null,
    ownerName: hasOwner ? owner!.name : null,
    isOwner: viewerId !== null && agent.ownerUserId === viewerId,
    canClaim: viewerId !== null && agent.ownerUserId === null,
  }
}
