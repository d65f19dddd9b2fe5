import { db } from '../../db/client.ts'
import { reviewVotes } from '../../db/schema/index.ts'
import { AppError } from '../shared/errors.ts'
import { lockPublishedReview } from './lock-published-review.ts'
import { recomputeReviewVotes } from './recompute-review-votes.ts'
import { REVIEW_MESSAGES } from './review-rules.ts'
import type { TReviewVoteResult } from './vote-review.schemas.ts'

export type VoteReviewOptions = { userId: number; reviewId: number; isHelpful: boolean; now?: Date }

/**
 * A member's helpful / not helpful vote: one per member per review, voting again changes it.
 * Not on one's own review. The review's counts are recounted in the same transaction.
 */
export async function voteReview({ userId, reviewId, isHelpful, now = new Date() }: VoteReviewOptions): Promise<TReviewVoteResult> {
  return db.transaction(async (tx) => {
    const review = await lockPublishedReview({ tx, reviewId })
    if (review.userId === userId) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.ownReviewVote)

    await tx
      .insert(reviewVotes)
      .values({ reviewId, userId, isHelpful, createdAt: now })
      .onConflictDoUpdate({ target: [reviewVotes.reviewId, reviewVotes.userId], set: { isHelpful, createdAt: now } })
    const counts = await recomputeReviewVotes({ tx, reviewId })

    return { reviewId, ...counts, vote: isHelpful ? 'helpful' : 'not-helpful' }
  })
}
