import { applyModeration } from './apply-moderation.ts'
import type { TModerateReviewResult } from './moderate-review.schemas.ts'

export type HideReviewOptions = { adminId: number; reviewId: number; now?: Date; actor?: { id: number; email: string } }

/** Admin: removes a review from the page and from the agent's average; its open reports are resolved. */
export async function hideReview({ adminId, reviewId, now, actor }: HideReviewOptions): Promise<TModerateReviewResult> {
  return applyModeration({ adminId, reviewId, decision: 'hide', now, actor })
}
