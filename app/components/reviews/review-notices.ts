import { REVIEW_MESSAGES } from '../../../server/reviews/review-rules.ts'

/**
 * What a review form's outcome is called in the URL after a plain (no-JavaScript) POST redirects
 * back to the page, and the words shown for it. Enhanced forms show the action's message directly.
 */
export const REVIEW_NOTICES = {
  added: REVIEW_MESSAGES.added,
  updated: REVIEW_MESSAGES.updated,
  held: REVIEW_MESSAGES.held,
  voted: 'Thanks for your vote.',
  unvoted: 'Your vote was withdrawn.',
  reported: REVIEW_MESSAGES.reported,
  replied: 'Your reply is published.',
} as const

export type TReviewNotice = keyof typeof REVIEW_NOTICES

export function isReviewNotice(value: string | null | undefined): value is TReviewNotice {
  return typeof value === 'string' && Object.hasOwn(REVIEW_NOTICES, value)
}

/** The spec's form check (§5), run in the browser before anything is sent. */
export const FILL_IN_ALL_FIELDS = 'Please fill in all fields.'

/** The spec's failure toast (§8). */
export const ADD_REVIEW_FAILED = 'Error: Failed to add review. Please try again.'

export function missingReviewFields({ title, comment }: { title: string; comment: string }): string | null {
  return title.trim() === '' || comment.trim() === '' ? FILL_IN_ALL_FIELDS : null
}
