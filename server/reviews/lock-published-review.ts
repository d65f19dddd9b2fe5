import { eq } from 'drizzle-orm'
import { reviews } from '../../db/schema/index.ts'
import { AppError } from '../shared/errors.ts'
import { REVIEW_MESSAGES } from './review-rules.ts'
import type { TReviewTransaction } from './review-transaction.ts'

export type LockPublishedReviewOptions = { tx: TReviewTransaction; reviewId: number }

export type TLockedReview = { id: number; agentId: number; userId: number }

/**
 * Locks a review that others can see, so concurrent votes or reports on it are counted one after
 * another. Held and hidden reviews answer 404 like missing ones: only their author sees them.
 */
export async function lockPublishedReview({ tx, reviewId }: LockPublishedReviewOptions): Promise<TLockedReview> {
  const [review] = await tx
    .select({ id: reviews.id, agentId: reviews.agentId, userId: reviews.userId, status: reviews.status })
    .from(reviews)
    .where(eq(reviews.id, reviewId))
    .for('no key update')
  if (!review || review.status !== 'published') throw new AppError('NOT_FOUND', REVIEW_MESSAGES.notFound)

  return review
}
