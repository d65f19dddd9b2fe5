import { and, eq, sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { reviews } from '../../db/schema/index.ts'
import { ensureAgentListed } from './ensure-agent-listed.ts'
import type { TRatingStats } from './get-rating-stats.schemas.ts'

export type GetRatingStatsOptions = { agentId: number }

/**
 * The agent's rating summary from its published reviews: the average (rounded like the stored
 * agents.average_rating, so both always read the same), the count and the 1–5 breakdown.
 */
export async function getRatingStats({ agentId }: GetRatingStatsOptions): Promise<TRatingStats> {
  await ensureAgentListed({ agentId })
  const rows = await db
    .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.agentId, agentId), eq(reviews.status, 'published')))
    .groupBy(reviews.rating)

  const ratingBreakdown = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }
  let totalReviews = 0
  let totalStars = 0
  for (const { rating, count } of rows) {
    ratingBreakdown[rating as keyof typeof ratingBreakdown] = count
    totalReviews += count
    totalStars += rating * count
  }
  // Integer arithmetic in cents of a star, then half-up like Postgres round(numeric, 2).
  const averageRating = totalReviews === 0 ? 0 : Math.round((totalStars * 100) / totalReviews) / 100

  return { agentId, averageRating, totalReviews, ratingBreakdown }
}
