import { eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agents, reviews } from '../../db/schema/index.ts'
import { AppError } from '../shared/errors.ts'
import { lockPublishedReview } from './lock-published-review.ts'
import type { TReplyToReviewRequest, TReplyToReviewResult } from './reply-to-review.schemas.ts'
import { REVIEW_MESSAGES } from './review-rules.ts'

export type ReplyToReviewOptions = TReplyToReviewRequest & { userId: number; reviewId: number; now?: Date }

/**
 * The agent's owner answers a review in public: one reply per review, which they can edit (a new
 * reply replaces the old one). Reads agents.owner_user_id, the catalogue's ownership column.
 */
export async function replyToReview({ userId, reviewId, text, now = new Date() }: ReplyToReviewOptions): Promise<TReplyToReviewResult> {
  return db.transaction(async (tx) => {
    const review = await lockPublishedReview({ tx, reviewId })
    const [agent] = await tx.select({ ownerUserId: agents.ownerUserId }).from(agents).where(eq(agents.id, review.agentId))
    if (!agent || agent.ownerUserId !== userId) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.notOwner)

    await tx.update(reviews).set({ ownerReply: text, ownerRepliedAt: now }).where(eq(reviews.id, reviewId))

    return { reviewId, ownerReply: { text, repliedAt: now.toISOString() } }
  })
}
