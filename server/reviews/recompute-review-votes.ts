import { eq, sql } from 'drizzle-orm'
import { reviewVotes, reviews } from '../../db/schema/index.ts'
import type { TReviewTransaction } from './review-transaction.ts'

export type RecomputeReviewVotesOptions = { tx: TReviewTransaction; reviewId: number }

export type TReviewVoteCounts = { helpfulCount: number; notHelpfulCount: number }

/** Counts the review's votes afresh inside the caller's transaction (after the review row is locked). */
export async function recomputeReviewVotes({ tx, reviewId }: RecomputeReviewVotesOptions): Promise<TReviewVoteCounts> {
  const votesOfReview = sql`from ${reviewVotes} where ${reviewVotes.reviewId} = ${reviewId}`
  const [row] = await tx
    .update(reviews)
    .set({
      helpfulCount: sql`(select count(*) ${votesOfReview} and ${reviewVotes.isHelpful})`,
      notHelpfulCount: sql`(select count(*) ${votesOfReview} and not ${reviewVotes.isHelpful})`,
    })
    .where(eq(reviews.id, reviewId))
    .returning({ helpfulCount: reviews.helpfulCount, notHelpfulCount: reviews.notHelpfulCount })
  if (!row) throw new Error(`Review ${reviewId} vanished while its votes were counted`)

  return row
}
