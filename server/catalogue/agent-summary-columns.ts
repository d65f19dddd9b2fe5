import { sql } from 'drizzle-orm'
import { agents } from '../../db/schema/index.ts'
import { IS_CURRENTLY_PREMIUM } from './agent-conditions.ts'

/** The columns of a TAgentSummary, for `db.select(AGENT_SUMMARY_COLUMNS)`. */
export const AGENT_SUMMARY_COLUMNS = {
  id: agents.id,
  slug: agents.slug,
  name: agents.name,
  description: agents.description,
  source: agents.source,
  industry: agents.industry,
  category: agents.category,
  difficulty: agents.difficulty,
  tags: agents.tags,
  link: agents.link,
  isPremium: sql<boolean>`${IS_CURRENTLY_PREMIUM}`.as('is_premium'),
  priceCents: agents.priceCents,
  pricingType: agents.pricingType,
  averageRating: agents.averageRating,
  totalRatings: agents.totalRatings,
  selfDeployable: agents.selfDeployable,
  deploymentComplexity: agents.deploymentComplexity,
  infrastructureNeeded: agents.infrastructureNeeded,
  stars: agents.stars,
  builderProfile: agents.builderProfile,
  linkStatus: agents.linkStatus,
  isArchived: agents.isArchived,
  entryKind: agents.entryKind,
  isBusinessReady: agents.isBusinessReady,
}
