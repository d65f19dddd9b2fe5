import { and, eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { reviewVotes } from '../../db/schema/index.ts'
import { lockPublishedReview } from './lock-published-review.ts'
import { recomputeReviewVotes } from './recompute-review-votes.ts'
import type { TReviewVoteResult } from './vote-review.schemas.ts'

export type WithdrawReviewVoteOptions = { userId: number; reviewId: number }

/** Takes the member's vote back (nothing happens when there was none) and recounts the review's votes. */
export async function withdrawReviewVote({ userId, reviewId }: WithdrawReviewVoteOptions): Promise<TReviewVoteResult> {
  return db.transaction(async (tx) => {
    await lockPublishedReview({ tx, reviewId })
    await tx.delete(reviewVotes).where(and(eq(reviewVotes.reviewId, reviewId), eq(reviewVotes.userId, userId)))
    const counts = await recomputeReviewVotes({ tx, reviewId })

    return { reviewId, ...counts, vote: null }
  })
}
