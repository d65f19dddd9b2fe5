import { useCallback, useId, useState } from 'react'
import type { TOwnReview } from '../../../server/reviews/index.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { Button, buttonVariants } from '../../ui/button.tsx'
import { ReviewForm } from './review-form.tsx'
import type { TReviewActionResult } from './reviews-panel-data.ts'

type AddReviewProps = {
  ownReview: TOwnReview | null
  failedSubmission?: TReviewActionResult
  /** Open on arrival: "?review=write", or a plain POST came back with errors. */
  startsOpen: boolean
  cancelHref: string
  onSuccess: (message: string) => void
}

/**
 * 'Add Review' opens the form; Cancel or a successful submission closes it. Without JavaScript
 * it is a <details> disclosure; once hydrated, a button with aria-expanded.
 */
function AddReview({ ownReview, failedSubmission, startsOpen, cancelHref, onSuccess }: AddReviewProps) {
  const isHydrated = useHydrated()
  const [isOpen, setIsOpen] = useState(startsOpen)
  const panelId = useId()
  const close = useCallback(() => setIsOpen(false), [])
  const succeed = useCallback(
    (message: string) => {
      setIsOpen(false)
      onSuccess(message)
    },
    [onSuccess],
  )
  const form = <ReviewForm ownReview={ownReview} failedSubmission={failedSubmission} cancelHref={cancelHref} onCancel={close} onSuccess={succeed} />

  if (!isHydrated) {
    return (
      <details open={startsOpen} className="flex flex-col gap-4">
        <summary className={`${buttonVariants()} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>Add Review</summary>
        <div className="mt-4">{form}</div>
      </details>
    )
  }

  return (
    <div className="flex flex-col gap-4">
      <Button type="button" aria-expanded={isOpen} aria-controls={panelId} onClick={() => setIsOpen(!isOpen)} className="self-start">
        Add Review
      </Button>
      {/* Kept mounted while closed, so a reset after success stays reset. */}
      <div id={panelId} hidden={!isOpen}>
        {form}
      </div>
    </div>
  )
}

export { AddReview }
