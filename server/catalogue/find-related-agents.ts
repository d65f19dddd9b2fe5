import { sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agents } from '../../db/schema/index.ts'
import { AGENT_SUMMARY_COLUMNS } from './agent-summary-columns.ts'
import { cachedPerCatalogueVersion } from './cached-per-catalogue-version.ts'
import type { TAgentSummary } from './find-agents.schemas.ts'

export type FindRelatedAgentsOptions = {
  agentId: number
  industry: string
  category: string
  tags: readonly string[]
  limit?: number
}

/**
 * Agents like this one, never itself: two points per shared tag, two for the same industry and
 * two for the same category ('general' is not a likeness), then the better rated first.
 */
export async function findRelatedAgents({ agentId, industry, category, tags, limit = 4 }: FindRelatedAgentsOptions): Promise<TAgentSummary[]> {
  const tagList = sql`array[${sql.join(
    tags.map((tag) => sql`${tag}`),
    sql`, `,
  )}]::text[]`
  const sameIndustry = industry === 'general' ? sql`false` : sql`${agents.industry} = ${industry}`
  const sameCategory = category === 'general' ? sql`false` : sql`${agents.category} = ${category}`
  const relatedness = sql<number>`(
    2 * cardinality(array(select unnest(${agents.tags}) intersect select unnest(${tagList})))
    + 2 * (${sameIndustry})::int + 2 * (${sameCategory})::int)`

  // Candidates come from index scans with limits, so a popular tag or a large industry never makes
  // the page rank tens of thousands of rows; only the few hundred candidates are scored.
  const candidateLimit = 200
  const candidates = sql`(
    (select id from ${agents} where ${agents.isActive} and ${agents.tags} && ${tagList} and ${agents.id} <> ${agentId} limit ${candidateLimit})
    union (select id from ${agents} where ${agents.isActive} and ${sameIndustry} and ${sameCategory} and ${agents.id} <> ${agentId} limit ${candidateLimit})
    union (select id from ${agents} where ${agents.isActive} and ${sameIndustry} and ${agents.id} <> ${agentId} limit ${candidateLimit})
    union (select id from ${agents} where ${agents.isActive} and ${sameCategory} and ${agents.id} <> ${agentId} limit ${candidateLimit})
  )`

  return cachedPerCatalogueVersion({
    key: `related:${agentId}:${limit}`,
    load: () =>
      db
        .select(AGENT_SUMMARY_COLUMNS)
        .from(agents)
        .where(sql`${agents.id} in ${candidates}`)
        .orderBy(sql`${relatedness} desc`, sql`${agents.isDemoted}`, sql`${agents.averageRating} desc nulls last`, sql`${agents.totalRatings} desc nulls last`, agents.id)
        .limit(limit),
  })
}
