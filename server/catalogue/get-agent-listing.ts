import { eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agents } from '../../db/schema/index.ts'
import { AppError } from '../shared/errors.ts'

export type GetAgentListingOptions = { agentId: number }

/** What claiming and owner editing need to know about a listing, beyond what its page shows. */
export type TAgentListing = {
  id: number
  slug: string
  name: string
  description: string
  source: string
  link: string
  repoFullName: string | null
  modelId: string | null
  industry: string
  category: string
  difficulty: string
  tags: string[]
  /** Not public: only the admin's and the owner's edit forms show them. */
  searchPhrases: string[]
  deploymentGuide: string | null
  selfDeployable: boolean | null
  deploymentComplexity: string | null
  infrastructureNeeded: string | null
  ownerUserId: number | null
  lockedFields: string[]
}

/** One active agent's listing fields, ownership and locks; NOT_FOUND when missing or withdrawn. */
export async function getAgentListing({ agentId }: GetAgentListingOptions): Promise<TAgentListing> {
  const [listing] = await db
    .select({
      id: agents.id,
      slug: agents.slug,
      name: agents.name,
      description: agents.description,
      source: agents.source,
      link: agents.link,
      repoFullName: agents.repoFullName,
      modelId: agents.modelId,
      industry: agents.industry,
      category: agents.category,
      difficulty: agents.difficulty,
      tags: agents.tags,
      searchPhrases: agents.searchPhrases,
      deploymentGuide: agents.deploymentGuide,
      selfDeployable: agents.selfDeployable,
      deploymentComplexity: agents.deploymentComplexity,
      infrastructureNeeded: agents.infrastructureNeeded,
      ownerUserId: agents.ownerUserId,
      lockedFields: agents.lockedFields,
      isActive: agents.isActive,
    })
    .from(agents)
    .where(eq(agents.id, agentId))
  if (!listing || !listing.isActive) throw new AppError('NOT_FOUND', 'Agent not found')
  const { isActive: _isActive, ...fields } = listing

  return fields
}
