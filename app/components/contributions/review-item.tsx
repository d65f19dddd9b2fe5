import { Form, Link } from 'react-router'
import type { TContributionForReview } from '../../../server/contributions/contributions.schemas.ts'
import { labelFromCode } from '../../../server/shared/taxonomy.ts'
import { Badge } from '../../ui/badge.tsx'
import { SubmitButton } from '../../ui/form.tsx'
import { Card } from '../../ui/card.tsx'
import { AgentFields } from './agent-fields.tsx'
import { Input } from '../../ui/input.tsx'
import { Notice } from './notice.tsx'
import { StatusBadge } from './status-badge.tsx'

export type TReviewItemError = { id: number; message: string; fieldErrors?: Record<string, string> }

type ReviewItemProps = { contribution: TContributionForReview; error?: TReviewItemError; bulkFormId: string }

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })

function Facts({ contribution }: { contribution: TContributionForReview }) {
  const { stars, likes, language, licence } = contribution.metadata
  const rows: [string, React.ReactNode][] = [
    ['Link', <a href={contribution.agentLink} rel="noopener nofollow" className="break-all underline">{contribution.agentLink}</a>],
    ['Source repository', contribution.githubRepo ? <a href={contribution.githubRepo} rel="noopener nofollow" className="break-all underline">{contribution.githubRepo}</a> : 'None given'],
    ['Use case', labelFromCode(contribution.useCase)],
    ['Industry', labelFromCode(contribution.industry)],
    ['Difficulty', labelFromCode(contribution.difficulty)],
    ['Tags', contribution.tags.length ? contribution.tags.join(', ') : 'None'],
    ['From the source', [stars != null && `${stars} stars`, likes != null && `${likes} likes`, language, licence].filter(Boolean).join(' · ') || (contribution.metadata.extractedFrom ? 'Nothing stated' : 'Read from GitHub or Hugging Face on approval, when the link is there')],
  ]

  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-600 dark:text-slate-300">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** One contribution in the moderation queue: view, edit, approve, reject with a note, or tick for bulk reject. */
function ReviewItem({ contribution, error, bulkFormId }: ReviewItemProps) {
  const headingId = `contribution-${contribution.id}-heading`
  const isPending = contribution.status === 'pending'

  return (
    <Card as="article" aria-labelledby={headingId} className="gap-3">
      <div className="flex flex-wrap items-start gap-3">
        {isPending && (
          <input type="checkbox" name="ids" value={contribution.id} form={bulkFormId} aria-label={`Select ${contribution.agentName}`} className="mt-1.5 size-4" />
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 id={headingId} className="text-lg font-semibold">
            {contribution.agentName} <StatusBadge status={contribution.status} />
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            By {contribution.submitter ? `${contribution.submitter.name} (${contribution.submitter.email})` : 'a deleted account'} on {DATE.format(new Date(contribution.submittedAt))} UTC
          </p>
        </div>
      </div>
      {error && (
        <Notice tone="error" title="Not done">
          <p>{error.message}</p>
        </Notice>
      )}
      <p className="text-sm whitespace-pre-line">{contribution.agentDescription}</p>
      <Facts contribution={contribution} />
      {contribution.deploymentGuide && (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">Deployment guide</summary>
          <p className="mt-2 whitespace-pre-line">{contribution.deploymentGuide}</p>
        </details>
      )}
      {contribution.adminNotes && <p className="text-sm">Admin notes: {contribution.adminNotes}</p>}
      {contribution.publishedAgentId && (
        <p className="text-sm">
          <Badge variant="green">Published</Badge>{' '}
          <Link to={`/agents/${contribution.publishedAgentId}`} className="underline">
            Open the listing
          </Link>
        </p>
      )}
      {isPending && (
        <div className="flex flex-col gap-4 border-t border-slate-200 pt-4 dark:border-slate-700">
          <details open={Boolean(error?.fieldErrors)}>
            <summary className="cursor-pointer text-sm font-medium">Edit before deciding</summary>
            <Form method="post" className="mt-4 flex flex-col gap-4">
              <input type="hidden" name="intent" value="edit" />
              <input type="hidden" name="id" value={contribution.id} />
              <AgentFields values={{ ...contribution, githubRepo: contribution.githubRepo ?? '', deploymentGuide: contribution.deploymentGuide ?? '' }} errors={error?.fieldErrors} />
              <div>
                <SubmitButton variant="outline">
                  Save changes
                </SubmitButton>
              </div>
            </Form>
          </details>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <Form method="post" className="flex flex-col gap-2">
              <input type="hidden" name="intent" value="approve" />
              <input type="hidden" name="id" value={contribution.id} />
              <label htmlFor={`approve-note-${contribution.id}`} className="text-sm font-medium">
                Note for the submitter (optional)
              </label>
              <Input id={`approve-note-${contribution.id}`} name="note" />
              <div>
                <SubmitButton variant="success">
                  Approve
                </SubmitButton>
              </div>
            </Form>
            <Form method="post" className="flex flex-col gap-2">
              <input type="hidden" name="intent" value="reject" />
              <input type="hidden" name="id" value={contribution.id} />
              <label htmlFor={`reject-note-${contribution.id}`} className="text-sm font-medium">
                Why it is rejected (sent to the submitter)
              </label>
              <Input id={`reject-note-${contribution.id}`} name="note" required />
              <div>
                <SubmitButton variant="outline">
                  Reject
                </SubmitButton>
              </div>
            </Form>
          </div>
        </div>
      )}
    </Card>
  )
}

export { ReviewItem }
