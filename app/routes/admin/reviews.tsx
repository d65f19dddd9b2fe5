import { Form, Link, redirect } from 'react-router'
import { ListFilterTabs } from '../../components/admin/list-filter-tabs.tsx'
import { z } from 'zod'
import { ZDatabaseId } from '../../../server/shared/database-id.ts'
import { RATE_LIMITS } from '../../../server/accounts/index.ts'
import { requireAdmin } from '../../lib/guards.server.ts'
import { MODERATION_VIEWS, findModerationQueue, hideReview, restoreReview, type TModerationItem, type TModerationView } from '../../../server/reviews/index.ts'
// The component renders these in the browser: from the pure rules file, not the domain's index (database code).
import { REVIEW_REPORT_REASON_LABELS, type TReviewReportReason } from '../../../server/reviews/review-rules.ts'
import { ReviewStars } from '../../components/reviews/review-stars.tsx'
import { formatReviewDate } from '../../components/reviews/review-dates.ts'
import { agentPath } from '../../lib/agent-links.ts'
import { Badge } from '../../ui/badge.tsx'
import type { TFormResult } from '../../lib/form-result.ts'
import { pageAction } from '../../lib/page-action.server.ts'
import { FormMessage, SubmitButton } from '../../ui/form.tsx'
import type { Route } from './+types/reviews'
import { failureText } from '../../lib/form-result.ts'

const PAGE_SIZE = 25
const DONE_MESSAGES = { hidden: 'The review is hidden and no longer counts in the agent’s rating.', published: 'The review is published and counts in the agent’s rating.' } as const

const ZModerationForm = z.object({ intent: z.enum(['hide', 'restore']), reviewId: ZDatabaseId })

export function meta() {
  return [{ title: 'Review moderation | Admin | Agent Atlas' }, { name: 'robots', content: 'noindex' }]
}

function readView(value: string | null): TModerationView {
  return MODERATION_VIEWS.find((view) => view === value) ?? 'open'
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const url = new URL(request.url)
  const view = readView(url.searchParams.get('view'))
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get('page')) || 1))
  const done = url.searchParams.get('done')

  return {
    queue: await findModerationQueue({ view, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    page,
    notice: done === 'hidden' || done === 'published' ? DONE_MESSAGES[done] : null,
  }
}

/** Hide or publish, then back to the same list (POST, redirect, GET), with or without JavaScript. */
export const action = pageAction({
  guard: 'admin',
  rateLimit: [{ rule: RATE_LIMITS.adminWritePerAccount, by: 'user' }],
  schema: ZModerationForm,
  handler: async ({ request, user, input }) => {
    const { intent, reviewId } = input
    const result = intent === 'hide' ? await hideReview({ adminId: user.id, reviewId, actor: user }) : await restoreReview({ adminId: user.id, reviewId, actor: user })
    const url = new URL(request.url)
    url.searchParams.set('done', result.status === 'hidden' ? 'hidden' : 'published')

    return redirect(`${url.pathname}${url.search}`, 303)
  },
})

function ModerationButtons({ item }: { item: TModerationItem }) {
  const button = (intent: 'hide' | 'restore', label: string, variant: 'default' | 'outline') => (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="reviewId" value={item.id} />
      <SubmitButton size="sm" variant={variant}>
        {label}
      </SubmitButton>
    </Form>
  )
  if (item.status === 'hidden') return button('restore', 'Restore', 'outline')
  if (item.status === 'held') return <>{button('restore', 'Publish', 'default')}{button('hide', 'Hide', 'outline')}</>

  // Reported but published: hide it, or keep it (which resolves the reports).
  return <>{button('hide', 'Hide', 'default')}{button('restore', 'Keep published', 'outline')}</>
}

function QueueItem({ item }: { item: TModerationItem }) {
  const reasons = Object.entries(item.reasonCounts) as [TReviewReportReason, number][]

  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <div className="flex flex-wrap items-center gap-2">
        <ReviewStars rating={item.rating} />
        <h2 className="font-semibold">{item.title}</h2>
        <Badge variant={item.status === 'published' ? 'secondary' : 'warning'}>{item.status === 'held' ? 'Held' : item.status === 'hidden' ? 'Hidden' : 'Published'}</Badge>
        {item.verified ? <Badge variant="green">Verified</Badge> : null}
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        By {item.author.name} (member #{item.author.id}) on {formatReviewDate(item.createdAt)} about{' '}
        <Link to={`${agentPath({ id: item.agent.id, slug: item.agent.slug })}#reviews`} className="underline">
          {item.agent.name}
        </Link>
      </p>
      <p className="whitespace-pre-line text-slate-800 dark:text-slate-200">{item.comment}</p>
      {item.heldReason ? <p className="text-sm text-amber-900 dark:text-amber-100">Held: {item.heldReason}</p> : null}
      {reasons.length > 0 ? (
        <p className="text-sm">
          <span className="font-semibold">{item.reportCount === 1 ? '1 open report' : `${item.reportCount} open reports`}:</span>{' '}
          {reasons.map(([reason, count]) => `${REVIEW_REPORT_REASON_LABELS[reason]} × ${count}`).join(', ')}
        </p>
      ) : item.reports.length > 0 ? (
        <p className="text-sm">
          <span className="font-semibold">Resolved reports:</span> {item.reports.map((report) => REVIEW_REPORT_REASON_LABELS[report.reason]).join(', ')}
        </p>
      ) : null}
      {item.reports.some((report) => report.note) ? (
        <ul className="list-disc pl-5 text-sm text-slate-700 dark:text-slate-300">
          {item.reports.filter((report) => report.note).map((report, index) => (
            <li key={index}>“{report.note}”</li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <ModerationButtons item={item} />
      </div>
    </li>
  )
}

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { queue, page, notice } = loaderData
  const failure = actionData as TFormResult | undefined
  const pages = Math.max(1, Math.ceil(queue.total / queue.limit))

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Review moderation</h1>
        <p className="text-slate-700 dark:text-slate-300">Reported and held reviews wait here. Hiding a review takes it out of the page and the agent’s average at once.</p>
      </div>
      {notice ? <FormMessage>{notice}</FormMessage> : null}
      {failureText(failure) ? <FormMessage isError>{failureText(failure)}</FormMessage> : null}
      <ListFilterTabs label="Moderation lists" parameter="view" current={queue.view} tabs={[{ value: 'open', label: 'Needs a decision' }, { value: 'hidden', label: 'Hidden' }]} />
      <p className="text-sm text-slate-700 dark:text-slate-300">{queue.total === 1 ? '1 review' : `${queue.total} reviews`}</p>
      {queue.items.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{queue.view === 'open' ? 'Nothing to moderate: no reported or held reviews.' : 'No hidden reviews.'}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {queue.items.map((item) => (
            <QueueItem key={item.id} item={item} />
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label="Queue pages" className="flex items-center gap-3 text-sm">
          {page > 1 ? <Link to={`?view=${queue.view}&page=${page - 1}`}>Previous</Link> : null}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? <Link to={`?view=${queue.view}&page=${page + 1}`}>Next</Link> : null}
        </nav>
      ) : null}
    </div>
  )
}
