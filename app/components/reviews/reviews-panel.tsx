import { useCallback, useState } from 'react'
import { Link, useActionData, useLocation } from 'react-router'
import { buttonVariants } from '../../ui/button.tsx'
import { ToastNotice } from '../contributions/notice.tsx'
import { AddReview } from './add-review.tsx'
import { RatingBreakdown } from './rating-breakdown.tsx'
import { ReviewItem } from './review-item.tsx'
import { REVIEW_NOTICES } from './review-notices.ts'
import { ReviewSortForm } from './review-sort-form.tsx'
import { ReviewsPagination } from './reviews-pagination.tsx'
import type { TReviewActionResult, TReviewsPanelData } from './reviews-panel-data.ts'
import { FormMessage } from '../../ui/form.tsx'
import { failureText } from '../../lib/form-result.ts'

type ReviewsPanelProps = { data: TReviewsPanelData }

/**
 * The agent page's reviews: the 1–5 breakdown, writing or editing one's review (or a sign-in link
 * for visitors), the sorted list with helpful votes, reports and owner replies. The agent page's
 * loader and action serve it (app/routes/reviews/*.server.ts); every form also works without JavaScript.
 */
function ReviewsPanel({ data }: ReviewsPanelProps) {
  const { stats, page, sort, viewer, signInHref, notice, isFormOpen } = data
  const location = useLocation()
  const actionData = useActionData() as TReviewActionResult | undefined
  const [message, setMessage] = useState<string | null>(null)
  const onSuccess = useCallback((text: string) => setMessage(text), [])
  const failedReview = actionData && !actionData.ok && actionData.intent === 'review' ? actionData : undefined
  const failedOther = actionData?.intent !== 'review' ? failureText(actionData) : undefined
  const shownNotice = message ?? (notice ? REVIEW_NOTICES[notice as keyof typeof REVIEW_NOTICES] : null)

  return (
    <div className="flex flex-col gap-6">
      {shownNotice ? <ToastNotice title={shownNotice} /> : null}
      {failedOther ? (
        <FormMessage isError>
          {failedOther}
        </FormMessage>
      ) : null}

      <div className="grid gap-6 md:grid-cols-2">
        <RatingBreakdown stats={stats} />
        <div className="flex flex-col gap-3">
          {viewer.isOwner ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">You own this agent, so you cannot review it. You can reply to each review below.</p>
          ) : viewer.isSignedIn ? (
            <AddReview ownReview={viewer.ownReview} failedSubmission={failedReview} startsOpen={isFormOpen || Boolean(failedReview)} cancelHref={`${location.pathname}#reviews`} onSuccess={onSuccess} />
          ) : (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              <Link to={signInHref} className={buttonVariants({ variant: 'outline' })}>
                Sign in to write a review
              </Link>
            </p>
          )}
        </div>
      </div>

      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h3 className="text-base font-semibold">
            {page.total === 1 ? '1 review' : `${page.total} reviews`}
          </h3>
          {page.total > 1 ? <ReviewSortForm sort={sort} /> : null}
        </div>
        {page.reviews.length === 0 ? (
          <p className="text-slate-700 dark:text-slate-300">Nobody has reviewed this agent yet. If you have used it, yours can be the first.</p>
        ) : (
          <div className="flex flex-col gap-4">
            {page.reviews.map((review) => (
              <ReviewItem key={review.id} review={review} isSignedIn={viewer.isSignedIn} isOwner={viewer.isOwner} />
            ))}
          </div>
        )}
        <ReviewsPagination total={page.total} limit={page.limit} offset={page.offset} sort={sort} />
      </div>
    </div>
  )
}

export { ReviewsPanel }
