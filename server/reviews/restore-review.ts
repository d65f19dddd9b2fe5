import { applyModeration } from './apply-moderation.ts'
import type { TModerateReviewResult } from './moderate-review.schemas.ts'

export type RestoreReviewOptions = { adminId: number; reviewId: number; now?: Date; actor?: { id: number; email: string } }

/**
 * Admin: publishes a review: restores a hidden one, approves a held one, or keeps a reported one
 * (its reports are resolved). It counts in the agent's average again at once.
 */
export async function restoreReview({ adminId, reviewId, now, actor }: RestoreReviewOptions): Promise<TModerateReviewResult> {
  return applyModeration({ adminId, reviewId, decision: 'publish', now, actor })
}
