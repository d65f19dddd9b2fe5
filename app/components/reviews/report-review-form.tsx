import { useId } from 'react'
import { useFetcher } from 'react-router'
import { REPORT_NOTE_MAX_LENGTH, REVIEW_REPORT_REASONS, REVIEW_REPORT_REASON_LABELS } from '../../../server/reviews/review-rules.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { Disclosure } from '../../ui/disclosure.tsx'
import { Label } from '../../ui/label.tsx'
import { Select } from '../../ui/select.tsx'
import { EnhancedField } from './enhanced-field.tsx'
import { ReviewTextarea } from './review-textarea.tsx'
import type { TReviewActionResult } from './reviews-panel-data.ts'
import { InlineError, SubmitButton } from '../../ui/form.tsx'
import { failureText } from '../../lib/form-result.ts'

type ReportReviewFormProps = { reviewId: number }

/** 'Report' opens a reason and an optional note; the review then goes to the admins' queue. */
function ReportReviewForm({ reviewId }: ReportReviewFormProps) {
  const fetcher = useFetcher<TReviewActionResult>()
  const fieldId = useId()
  const failure = fetcher.state === 'idle' ? failureText(fetcher.data) : undefined

  return (
    <Disclosure trigger="Report" triggerClassName={buttonVariants({ variant: 'ghost', size: 'sm' })} panelClassName="mt-2">
      <fetcher.Form method="post" preventScrollReset className="flex max-w-md flex-col gap-3 rounded-md border border-slate-200 p-3 dark:border-slate-700">
        <input type="hidden" name="intent" value="report" />
        <input type="hidden" name="reviewId" value={reviewId} />
        <EnhancedField />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${fieldId}-reason`}>Why should an admin check this review?</Label>
          <Select id={`${fieldId}-reason`} name="reason" defaultValue="spam" required>
            {REVIEW_REPORT_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {REVIEW_REPORT_REASON_LABELS[reason]}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${fieldId}-note`}>Note for the admin (optional)</Label>
          <ReviewTextarea id={`${fieldId}-note`} name="note" maxLength={REPORT_NOTE_MAX_LENGTH} className="min-h-16" />
        </div>
        {failure ? (
          <InlineError>
            {failure}
          </InlineError>
        ) : null}
        <SubmitButton isPending={fetcher.state !== 'idle'} size="sm" variant="outline" className="self-start">
          Send report
        </SubmitButton>
      </fetcher.Form>
    </Disclosure>
  )
}

export { ReportReviewForm }
