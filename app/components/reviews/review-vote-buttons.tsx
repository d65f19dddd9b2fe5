import { useFetcher } from 'react-router'
import type { TReview } from '../../../server/reviews/index.ts'
import { Button } from '../../ui/button.tsx'
import { EnhancedField } from './enhanced-field.tsx'
import type { TReviewActionResult } from './reviews-panel-data.ts'
import { InlineError } from '../../ui/form.tsx'

type ReviewVoteButtonsProps = { review: TReview }

type Vote = TReview['viewer']['vote']

/** The vote a pending submission will leave, so the pressed button moves at once. */
function pendingVote(formData: FormData | undefined, current: Vote): Vote {
  if (!formData) return current
  if (formData.get('intent') === 'unvote') return null

  return formData.get('isHelpful') === 'true' ? 'helpful' : 'not-helpful'
}

/**
 * 'Helpful' / 'Not helpful' toggle buttons: the member's vote is pressed; pressing it again
 * withdraws it. Each button is its own small form, so it also works without JavaScript.
 */
function ReviewVoteButtons({ review }: ReviewVoteButtonsProps) {
  const fetcher = useFetcher<TReviewActionResult>()
  const vote = pendingVote(fetcher.formData, review.viewer.vote)
  const failure = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null

  function voteButton(isHelpful: boolean, label: string) {
    const isPressed = vote === (isHelpful ? 'helpful' : 'not-helpful')

    return (
      <fetcher.Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value={isPressed ? 'unvote' : 'vote'} />
        <input type="hidden" name="reviewId" value={review.id} />
        <input type="hidden" name="isHelpful" value={String(isHelpful)} />
        <EnhancedField />
        <Button type="submit" size="sm" variant={isPressed ? 'secondary' : 'outline'} aria-pressed={isPressed} className={isPressed ? 'ring-2 ring-brand-600' : undefined}>
          {label}
        </Button>
      </fetcher.Form>
    )
  }

  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Was this review helpful?">
      {voteButton(true, 'Helpful')}
      {voteButton(false, 'Not helpful')}
      {failure ? (
        <InlineError>
          {failure}
        </InlineError>
      ) : null}
    </div>
  )
}

export { ReviewVoteButtons }
