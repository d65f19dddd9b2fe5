import { sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agents } from '../../db/schema/index.ts'
import { IS_CURRENTLY_PREMIUM } from './agent-conditions.ts'
import { AGENT_SUMMARY_COLUMNS } from './agent-summary-columns.ts'
import type { TAgentSummary } from './find-agents.schemas.ts'
import { ZFeaturedAgentsQuery, type TFeaturedAgentsQuery } from './find-featured-agents.schemas.ts'

export type FindFeaturedAgentsOptions = TFeaturedAgentsQuery

/**
 * Premium agents whose placement is current, highest tier first, then priority, then best rated.
 * Empty until somebody buys a placement: pages show their empty state then.
 */
export async function findFeaturedAgents(options: FindFeaturedAgentsOptions = {}): Promise<TAgentSummary[]> {
  const { limit } = ZFeaturedAgentsQuery.parse(options)

  return db
    .select(AGENT_SUMMARY_COLUMNS)
    .from(agents)
    .where(sql`${agents.isActive} and ${IS_CURRENTLY_PREMIUM}`)
    .orderBy(sql`${agents.premiumRank} desc`, sql`${agents.priorityScore} desc nulls last`, sql`${agents.averageRating} desc nulls last`, sql`${agents.id}`)
    .limit(limit)
}
