import { sql, type SQL } from 'drizzle-orm'
import { agents } from '../../db/schema/index.ts'
import type { TAgentSort } from './find-agents.schemas.ts'
import { weightedRatingSql } from './weighted-rating.ts'

export type AgentOrderOptions = {
  sort: TAgentSort
  /** Relevance score of a search; without one, relevance is the default ranking. */
  searchRank: SQL | null
}

/**
 * Default ranking: premium placement first, dead links and archived repositories after the rest,
 * then the quality prior (db/schema/catalogue.ts, docs/search.md), then rating, then popularity. Each order spells `desc nulls last` like the partial indexes in
 * db/schema/catalogue.ts, or Postgres sorts instead of reading the index.
 */
const DEFAULT_RANKING = [
  sql`${agents.priorityScore} desc nulls last`,
  sql`${agents.isDemoted}`,
  sql`${agents.qualityScore} desc nulls last`,
  sql`${agents.averageRating} desc nulls last`,
  sql`${agents.totalRatings} desc nulls last`,
  sql`${agents.popularity} desc nulls last`,
  sql`${agents.id}`,
]

const EXPLICIT_ORDERS: Record<Exclude<TAgentSort, 'relevance'>, SQL[]> = {
  // Review-weighted (weighted-rating.ts): one new 5-star review does not reach the top.
  rating: [sql`${weightedRatingSql()} desc nulls last`, sql`${agents.totalRatings} desc nulls last`, sql`${agents.id}`],
  newest: [sql`${agents.createdAt} desc nulls last`, sql`${agents.id}`],
  reviews: [sql`${agents.totalRatings} desc nulls last`, sql`${agents.averageRating} desc nulls last`, sql`${agents.id}`],
  popularity: [sql`${agents.popularity} desc nulls last`, sql`${agents.id}`],
}

/** ORDER BY terms for a sort; every order ends on the id so pages never overlap. */
export function agentOrder({ sort, searchRank }: AgentOrderOptions): SQL[] {
  if (sort !== 'relevance') return EXPLICIT_ORDERS[sort]
  if (searchRank) return [sql`${searchRank} desc`, ...DEFAULT_RANKING]

  return DEFAULT_RANKING
}
