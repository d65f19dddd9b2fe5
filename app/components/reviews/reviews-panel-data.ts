import type { TFindReviewsResult, TOwnReview, TRatingStats, TReviewSort } from '../../../server/reviews/index.ts'

/** Everything the reviews panel shows, loaded by the agent page's loader (app/routes/reviews/load-reviews-panel.server.ts). */
export type TReviewsPanelData = {
  agentId: number
  stats: TRatingStats
  page: TFindReviewsResult
  sort: TReviewSort
  viewer: {
    isSignedIn: boolean
    /** The viewer owns the agent: they reply to reviews instead of writing one. */
    isOwner: boolean
    ownReview: TOwnReview | null
  }
  /** Where "Sign in to write a review" goes: back to this page afterwards. */
  signInHref: string
  /** After a form posted without JavaScript: what happened (see review-notices.ts). */
  notice: string | null
  /** The form starts open (a no-JavaScript visitor followed "Add Review"). */
  isFormOpen: boolean
}

/** What the reviews action answers a form (fetcher or plain POST that failed). */
export type TReviewActionResult = {
  intent: string
  ok: boolean
  message?: string
  fieldErrors?: Record<string, string>
  reviewId?: number
  /** The submitted review fields, so a form that failed without JavaScript keeps what was typed. */
  values?: { rating?: string; title?: string; comment?: string }
}
