import { useId } from 'react'
import { useFetcher } from 'react-router'
import { OWNER_REPLY_MAX_LENGTH } from '../../../server/reviews/review-rules.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { Disclosure } from '../../ui/disclosure.tsx'
import { Label } from '../../ui/label.tsx'
import { EnhancedField } from './enhanced-field.tsx'
import { ReviewTextarea } from './review-textarea.tsx'
import type { TReviewActionResult } from './reviews-panel-data.ts'
import { InlineError, SubmitButton } from '../../ui/form.tsx'
import { failureText } from '../../lib/form-result.ts'

type OwnerReplyFormProps = { reviewId: number; currentReply: string | null }

/** The agent owner's one public reply to a review; sending again replaces it. */
function OwnerReplyForm({ reviewId, currentReply }: OwnerReplyFormProps) {
  const fetcher = useFetcher<TReviewActionResult>()
  const fieldId = useId()
  const failure = fetcher.state === 'idle' ? failureText(fetcher.data) : undefined

  return (
    <Disclosure trigger={currentReply ? 'Edit reply' : 'Reply'} triggerClassName={buttonVariants({ variant: 'ghost', size: 'sm' })} panelClassName="mt-2">
      <fetcher.Form method="post" preventScrollReset className="flex max-w-xl flex-col gap-3">
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="reviewId" value={reviewId} />
        <EnhancedField />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${fieldId}-reply`}>Your public reply as the owner</Label>
          <ReviewTextarea id={`${fieldId}-reply`} name="text" required maxLength={OWNER_REPLY_MAX_LENGTH} defaultValue={currentReply ?? ''} className="min-h-20" />
        </div>
        {failure ? (
          <InlineError>
            {failure}
          </InlineError>
        ) : null}
        <SubmitButton isPending={fetcher.state !== 'idle'} size="sm" className="self-start">
          Publish reply
        </SubmitButton>
      </fetcher.Form>
    </Disclosure>
  )
}

export { OwnerReplyForm }
