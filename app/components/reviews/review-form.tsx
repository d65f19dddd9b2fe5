import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { DEFAULT_REVIEW_RATING, REVIEW_COMMENT_MAX_LENGTH, REVIEW_COMMENT_MIN_LENGTH, REVIEW_TITLE_MAX_LENGTH } from '../../../server/reviews/review-rules.ts'
import type { TOwnReview } from '../../../server/reviews/index.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { Button, buttonVariants } from '../../ui/button.tsx'
import { Input } from '../../ui/input.tsx'
import { Label } from '../../ui/label.tsx'
import { formatReviewDate } from './review-dates.ts'
import { ADD_REVIEW_FAILED, missingReviewFields } from './review-notices.ts'
import { ReviewTextarea } from './review-textarea.tsx'
import type { TReviewActionResult } from './reviews-panel-data.ts'
import { StarRatingInput } from './star-rating-input.tsx'
import { FormMessage, SubmitButton } from '../../ui/form.tsx'

type ReviewFormProps = {
  ownReview: TOwnReview | null
  /** A plain POST that failed re-renders the page with this (no JavaScript). */
  failedSubmission?: TReviewActionResult
  /** Where Cancel goes without JavaScript: the page without the form. */
  cancelHref: string
  onCancel: () => void
  onSuccess: (message: string) => void
}

type Values = { rating: number; title: string; comment: string }

const EMPTY: Values = { rating: DEFAULT_REVIEW_RATING, title: '', comment: '' }

function initialValues(ownReview: TOwnReview | null, failed?: TReviewActionResult): Values {
  if (failed?.values) return { rating: Number(failed.values.rating) || DEFAULT_REVIEW_RATING, title: failed.values.title ?? '', comment: failed.values.comment ?? '' }
  if (ownReview) return { rating: ownReview.rating, title: ownReview.title, comment: ownReview.comment }

  return EMPTY
}

function ownReviewNote(ownReview: TOwnReview): string {
  const base = `You reviewed this agent on ${formatReviewDate(ownReview.createdAt)}; submitting again updates your review.`
  if (ownReview.status === 'held') return `${base} It is awaiting moderation.`
  if (ownReview.status === 'hidden') return `${base} An admin hid it; an edit goes back to the moderators.`

  return base
}

/**
 * Write or edit the member's review. Enhanced: checked in the browser first ('Please fill in all
 * fields.'), sent by a fetcher, reset to 5 stars and empty fields on success. Without JavaScript
 * it is a plain POST to the agent page's action.
 */
function ReviewForm({ ownReview, failedSubmission, cancelHref, onCancel, onSuccess }: ReviewFormProps) {
  const fetcher = useFetcher<TReviewActionResult>()
  const isHydrated = useHydrated()
  const [values, setValues] = useState<Values>(() => initialValues(ownReview, failedSubmission))
  const [problem, setProblem] = useState<string | null>(null)
  const handledResult = useRef<TReviewActionResult | undefined>(undefined)
  const result = fetcher.data ?? failedSubmission
  const fieldErrors = result && !result.ok ? (result.fieldErrors ?? {}) : {}
  const isSubmitting = fetcher.state !== 'idle'

  useEffect(() => {
    const data = fetcher.data
    if (fetcher.state !== 'idle' || !data || handledResult.current === data) return
    handledResult.current = data
    if (data.ok) {
      setValues(EMPTY)
      setProblem(null)
      onSuccess(data.message ?? '')
    } else {
      setProblem(`${ADD_REVIEW_FAILED} ${data.message ?? Object.values(data.fieldErrors ?? {})[0] ?? ''}`.trim())
    }
  }, [fetcher.state, fetcher.data, onSuccess])

  const failedWithoutScript = failedSubmission && !failedSubmission.ok ? `${ADD_REVIEW_FAILED} ${failedSubmission.message ?? Object.values(failedSubmission.fieldErrors ?? {})[0] ?? ''}`.trim() : null
  const shownProblem = problem ?? (fetcher.data ? null : failedWithoutScript)

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const missing = missingReviewFields(values)
    if (!missing) return setProblem(null)
    event.preventDefault()
    setProblem(missing)
  }

  return (
    <fetcher.Form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Write a review">
      <input type="hidden" name="intent" value="review" />
      {isHydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
      {ownReview ? <p className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100">{ownReviewNote(ownReview)}</p> : null}
      <StarRatingInput value={values.rating} onChange={(rating) => setValues({ ...values, rating })} error={fieldErrors.rating} />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="review-title">Title</Label>
        <Input
          id="review-title"
          name="title"
          maxLength={REVIEW_TITLE_MAX_LENGTH}
          value={values.title}
          onChange={(event) => setValues({ ...values, title: event.target.value })}
          aria-invalid={fieldErrors.title ? true : undefined}
          aria-describedby={fieldErrors.title ? 'review-title-error' : undefined}
        />
        {fieldErrors.title ? <p id="review-title-error" className="text-sm text-red-700 dark:text-red-300">{fieldErrors.title}</p> : null}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="review-comment">Your review</Label>
        <ReviewTextarea
          id="review-comment"
          name="comment"
          maxLength={REVIEW_COMMENT_MAX_LENGTH}
          value={values.comment}
          onChange={(event) => setValues({ ...values, comment: event.target.value })}
          aria-invalid={fieldErrors.comment ? true : undefined}
          aria-describedby={['review-comment-hint', fieldErrors.comment ? 'review-comment-error' : ''].filter(Boolean).join(' ')}
        />
        <p id="review-comment-hint" className="text-xs text-slate-600 dark:text-slate-300">
          At least {REVIEW_COMMENT_MIN_LENGTH} characters: what you used the agent for and how it went.
        </p>
        {fieldErrors.comment ? <p id="review-comment-error" className="text-sm text-red-700 dark:text-red-300">{fieldErrors.comment}</p> : null}
      </div>
      {shownProblem ? (
        <FormMessage isError>
          {shownProblem}
        </FormMessage>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <SubmitButton isPending={isSubmitting}>
          Submit Review
        </SubmitButton>
        {isHydrated ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : (
          <a href={cancelHref} className={buttonVariants({ variant: 'outline' })}>
            Cancel
          </a>
        )}
      </div>
    </fetcher.Form>
  )
}

export { ReviewForm }
