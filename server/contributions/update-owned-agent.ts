import { updateAgentListing } from '../catalogue/index.ts'
import type { TUpdatedListing, TUpdateOwnedAgentRequest } from './owned-agent.schemas.ts'

export type UpdateOwnedAgentOptions = { agentId: number; changes: TUpdateOwnedAgentRequest }

/**
 * The owner's edits to their listing (the caller checked ownership). Every field that changes is
 * locked, so later crawls and merges never overwrite what the builder wrote.
 */
export async function updateOwnedAgent({ agentId, changes }: UpdateOwnedAgentOptions): Promise<TUpdatedListing> {
  const tags = changes.tags?.map((tag) => tag.toLowerCase())
  const result = await updateAgentListing({ agentId, changes: { ...changes, ...(tags ? { tags } : {}) } })

  return { agentId, agentUrl: `/agents/${agentId}`, changedFields: result.changedFields, lockedFields: result.lockedFields }
}
