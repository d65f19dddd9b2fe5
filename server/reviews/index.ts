/**
 * The reviews domain's public face: reviews, helpful votes, reports, owner replies, moderation,
 * rating stats and the "verified use" record. API handlers, route modules and other domains
 * (payments and deployment call recordAgentUsage) import only this.
 */
export { createOrUpdateReview, type CreateOrUpdateReviewOptions } from './create-or-update-review.ts'
export { voteReview, type VoteReviewOptions } from './vote-review.ts'
export { withdrawReviewVote, type WithdrawReviewVoteOptions } from './withdraw-review-vote.ts'
export { reportReview, type ReportReviewOptions } from './report-review.ts'
export { replyToReview, type ReplyToReviewOptions } from './reply-to-review.ts'
export { hideReview, type HideReviewOptions } from './hide-review.ts'
export { restoreReview, type RestoreReviewOptions } from './restore-review.ts'
export { findReviews, type FindReviewsOptions } from './find-reviews.ts'
export { findOwnReview, type FindOwnReviewOptions } from './find-own-review.ts'
export { getRatingStats, type GetRatingStatsOptions } from './get-rating-stats.ts'
export { findModerationQueue, type FindModerationQueueOptions } from './find-moderation-queue.ts'
export { hasVerifiedUse, type HasVerifiedUseOptions } from './has-verified-use.ts'
export { recordAgentUsage, type RecordAgentUsageOptions, type TRecordAgentUsageResult } from './record-agent-usage.ts'
export * from './review-rules.ts'
export * from './review.schemas.ts'
export * from './create-or-update-review.schemas.ts'
export * from './vote-review.schemas.ts'
export * from './report-review.schemas.ts'
export * from './reply-to-review.schemas.ts'
export * from './moderate-review.schemas.ts'
export * from './find-reviews.schemas.ts'
export * from './get-rating-stats.schemas.ts'
export * from './find-moderation-queue.schemas.ts'
export * from './record-agent-usage.schemas.ts'
