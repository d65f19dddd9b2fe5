import { eq, sql } from 'drizzle-orm'
import { agents, reviews } from '../../db/schema/index.ts'
import type { TAgentRating } from './review.schemas.ts'
import type { TReviewTransaction } from './review-transaction.ts'

export type RecomputeAgentRatingOptions = { tx: TReviewTransaction; agentId: number }

/**
 * Sets the agent's average_rating and total_ratings from its published reviews, counted afresh
 * (never incremented), inside the caller's transaction after lockAgent(): the stored aggregate is
 * then exactly what the reviews say, also when members submit at the same moment.
 */
export async function recomputeAgentRating({ tx, agentId }: RecomputeAgentRatingOptions): Promise<TAgentRating> {
  const published = sql`${reviews.agentId} = ${agentId} and ${reviews.status} = 'published'`
  const [row] = await tx
    .update(agents)
    .set({
      averageRating: sql`coalesce((select round(avg(${reviews.rating}), 2) from ${reviews} where ${published}), 0)`,
      totalRatings: sql`(select count(*) from ${reviews} where ${published})`,
    })
    .where(eq(agents.id, agentId))
    .returning({ averageRating: agents.averageRating, totalRatings: agents.totalRatings })
  if (!row) throw new Error(`Agent ${agentId} vanished while its rating was recomputed`)

  return { averageRating: Number(row.averageRating), totalRatings: row.totalRatings }
}
