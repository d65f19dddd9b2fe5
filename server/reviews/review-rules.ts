/**
 * The rules every review input follows, shared by the API, the page actions and the forms in the
 * browser. Pure constants: safe to import from components (no database, no Node modules).
 */
export const REVIEW_TITLE_MIN_LENGTH = 3
export const REVIEW_TITLE_MAX_LENGTH = 120
export const REVIEW_COMMENT_MIN_LENGTH = 20
export const REVIEW_COMMENT_MAX_LENGTH = 5000
export const REPORT_NOTE_MAX_LENGTH = 1000
export const OWNER_REPLY_MIN_LENGTH = 2
export const OWNER_REPLY_MAX_LENGTH = 3000

/** A rating is a whole number of stars. The form starts at 5 (spec §4). */
export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const
export const DEFAULT_REVIEW_RATING = 5

/**
 * A member whose identical comment (after normalising) already stands on this many other agents
 * has the next copy held for moderation: pasting one text everywhere is what review spam looks like.
 */
export const DUPLICATE_COMMENT_AGENT_LIMIT = 3

export const REVIEW_STATUSES = ['published', 'held', 'hidden'] as const
export type TReviewStatus = (typeof REVIEW_STATUSES)[number]

export const REVIEW_SORTS = ['helpful', 'newest', 'highest', 'lowest'] as const
export type TReviewSort = (typeof REVIEW_SORTS)[number]
export const REVIEW_SORT_LABELS: Record<TReviewSort, string> = {
  helpful: 'Most helpful',
  newest: 'Newest',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
}
export const REVIEWS_DEFAULT_LIMIT = 10
export const REVIEWS_MAX_LIMIT = 50

export const REVIEW_REPORT_REASONS = ['spam', 'fake', 'offensive', 'off-topic', 'conflict-of-interest', 'personal-information', 'other'] as const
export type TReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number]
export const REVIEW_REPORT_REASON_LABELS: Record<TReviewReportReason, string> = {
  spam: 'Spam or advertising',
  fake: 'Fake or not based on real use',
  offensive: 'Offensive or abusive',
  'off-topic': 'Not about this agent',
  'conflict-of-interest': 'Written by the builder or a competitor',
  'personal-information': 'Shares personal information',
  other: 'Something else',
}

/** The messages members see; the panel and the tests use the same words. */
export const REVIEW_MESSAGES = {
  added: 'Review Added',
  updated: 'Your review was updated.',
  held: 'Thanks! Your review is awaiting moderation and will appear once an admin has checked it.',
  ownAgent: 'You own this agent, so you cannot review it. You can reply to its reviews instead.',
  ownReviewVote: 'You cannot vote on your own review.',
  ownReviewReport: 'You cannot report your own review. Edit it instead.',
  reported: 'Thanks for the report. An admin will look at this review.',
  alreadyReported: 'You have already reported this review. An admin will look at it.',
  notOwner: 'Only the owner of this agent can reply to its reviews.',
  notFound: 'Review not found',
  agentNotFound: 'Agent not found',
} as const
