import { useId } from 'react'
import { useFetcher } from 'react-router'
import { REPORT_NOTE_MAX_LENGTH, REVIEW_REPORT_REASONS, REVIEW_REPORT_REASON_LABELS } from '../../../server/reviews/review-rules.ts'
import { Button, buttonVariants } from '../../ui/button.tsx'
import { Disclosure } from '../../ui/disclosure.tsx'
import { Label } from '../../ui/label.tsx'
import { Select } from '../../ui/select.tsx'
import { EnhancedField } from './enhanced-field.tsx'
import { ReviewTextarea } from './review-textarea.tsx'
import type { TReviewActionResult } from './reviews-panel-data.ts'

type ReportReviewFormProps = { reviewId: number }

/** 'Report' opens a reason and an optional note; the review then goes to the admins' queue. */
function ReportReviewForm({ reviewId }: ReportReviewFormProps) {
  const fetcher = useFetcher<TReviewActionResult>()
  const fieldId = useId()
  const failure = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? (fetcher.data.message ?? Object.values(fetcher.data.fieldErrors ?? {})[0]) : null

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
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {failure}
          </p>
        ) : null}
        <Button type="submit" size="sm" variant="outline" disabled={fetcher.state !== 'idle'} className="self-start">
          Send report
        </Button>
      </fetcher.Form>
    </Disclosure>
  )
}

export { ReportReviewForm }
