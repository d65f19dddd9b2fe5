import { and, eq, isNull } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { reviewReports, reviews } from '../../db/schema/index.ts'
import { AppError } from '../shared/errors.ts'
import { lockAgent } from './lock-agent.ts'
import type { TModerateReviewResult } from './moderate-review.schemas.ts'
import { recomputeAgentRating } from './recompute-agent-rating.ts'
import { REVIEW_MESSAGES } from './review-rules.ts'
import { recordAuditEvent, type TAuditActor } from '../audit/index.ts'

export type ApplyModerationOptions = {
  adminId: number
  reviewId: number
  decision: 'hide' | 'publish'
  now?: Date
  /** The admin as the audit log names them. */
  actor?: TAuditActor
}

/**
 * An admin's decision on a review: hide it, or publish it (restore a hidden one, approve a held
 * one, keep a reported one). Either way its open reports are resolved, so it leaves the queue,
 * and the agent's rating is recomputed in the same transaction: a hidden review leaves the average
 * at once. The agent row is locked first, in the same order as review writes, so they never deadlock.
 */
export async function applyModeration({ adminId, reviewId, decision, now = new Date(), actor }: ApplyModerationOptions): Promise<TModerateReviewResult> {
  return db.transaction(async (tx) => {
    // agent_id never changes, so reading it before taking the agent's lock is safe.
    const [target] = await tx.select({ agentId: reviews.agentId, status: reviews.status, title: reviews.title }).from(reviews).where(eq(reviews.id, reviewId))
    if (!target) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.notFound)
    await lockAgent({ tx, agentId: target.agentId, mustBeActive: false })

    const status = decision === 'hide' ? 'hidden' : 'published'
    await tx
      .update(reviews)
      .set({ status, heldReason: null, reportCount: 0, moderatedAt: now, moderatedByUserId: adminId })
      .where(eq(reviews.id, reviewId))
    await tx
      .update(reviewReports)
      .set({ resolvedAt: now, resolution: decision === 'hide' ? 'hidden' : 'kept' })
      .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.resolvedAt)))
    const agentRating = await recomputeAgentRating({ tx, agentId: target.agentId })
    if (actor) {
      const action = decision === 'hide' ? 'review.hide' : 'review.publish'
      await recordAuditEvent({ actor, action, targetType: 'review', targetId: reviewId, targetLabel: target.title, before: { status: target.status }, after: { status, agentId: target.agentId } }, tx)
    }

    return { reviewId, status, agentId: target.agentId, agentRating }
  })
}
