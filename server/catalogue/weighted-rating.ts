import { sql, type SQL } from 'drizzle-orm'
import { agents } from '../../db/schema/index.ts'

/**
 * Review-weighted ("Bayesian") rating: every agent starts with PRIOR_WEIGHT imaginary reviews of
 * PRIOR_MEAN stars, so one new 4- or 5-star review cannot lift an agent above one with twenty
 * reviews averaging 4.2. Unrated agents have no weighted rating (they sort last), or a single
 * generous review would still outrank every agent rated below the prior.
 */
export const RATING_PRIOR_MEAN = 3.5
export const RATING_PRIOR_WEIGHT = 5

export function weightRating({ averageRating, totalRatings }: { averageRating: number; totalRatings: number }): number | null {
  if (totalRatings <= 0) return null

  return (averageRating * totalRatings + RATING_PRIOR_MEAN * RATING_PRIOR_WEIGHT) / (totalRatings + RATING_PRIOR_WEIGHT)
}

/** The same formula in SQL, for ORDER BY. */
export function weightedRatingSql(): SQL {
  return sql`(case when ${agents.totalRatings} > 0 then (${agents.averageRating} * ${agents.totalRatings} + ${RATING_PRIOR_MEAN * RATING_PRIOR_WEIGHT}) / (${agents.totalRatings} + ${RATING_PRIOR_WEIGHT}) end)`
}
