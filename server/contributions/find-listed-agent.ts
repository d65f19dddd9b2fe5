import { findDuplicateAgent, getAgentListing } from '../catalogue/index.ts'
import { isAppError } from '../shared/errors.ts'
import { agentIdentity } from './agent-identity.ts'
import type { TAlreadyListed } from './contributions.schemas.ts'

export type FindListedAgentOptions = { name: string; link: string; githubRepo?: string | null }

export function claimPath(agentId: number): string {
  return `/agents/${agentId}/claim`
}

/**
 * The active catalogue agent a submission would duplicate (same repository, canonical URL,
 * Hugging Face id, or a very similar name on the same site), with its address and claim page.
 */
export async function findListedAgent({ name, link, githubRepo = null }: FindListedAgentOptions): Promise<TAlreadyListed | null> {
  const { repoFullName, modelId } = agentIdentity({ link, githubRepo })
  const match = await findDuplicateAgent({ draft: { name, link, repoFullName, modelId } })
  if (!match) return null

  try {
    const listing = await getAgentListing({ agentId: match.agentId })

    return { agentId: listing.id, agentName: listing.name, agentUrl: `/agents/${listing.id}`, claimUrl: claimPath(listing.id) }
  } catch (error) {
    // A withdrawn agent is not "listed": the submission may bring it back after review.
    if (isAppError(error) && error.code === 'NOT_FOUND') return null
    throw error
  }
}
