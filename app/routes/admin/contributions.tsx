import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { requireAdmin } from '../../../server/accounts/index.ts'
import {
  ZBulkRejectContributionsRequest,
  ZRejectContributionRequest,
  ZUpdateContributionRequest,
  approveContribution,
  bulkRejectContributions,
  fieldErrorsOf,
  findContributions,
  rejectContribution,
  updateContribution,
} from '../../../server/contributions/index.ts'
// The component renders the statuses in the browser: from the pure schemas file, not the domain's index (database code).
import { CONTRIBUTION_STATUSES } from '../../../server/contributions/contributions.schemas.ts'
import { isAppError } from '../../../server/shared/errors.ts'
import { CONTROL_CLASS } from '../../components/contributions/field.tsx'
import { Notice } from '../../components/contributions/notice.tsx'
import { ReviewItem, type TReviewItemError } from '../../components/contributions/review-item.tsx'
import { cn } from '../../lib/cn.ts'
import { Button } from '../../ui/button.tsx'
import { readContributionForm } from '../contribute/contribute-action.server.ts'
import type { Route } from './+types/contributions'

const VIEWS = [...CONTRIBUTION_STATUSES, 'all'] as const
type TView = (typeof VIEWS)[number]
const DONE: Record<string, string> = {
  approved: 'Approved and published. The submitter was emailed.',
  rejected: 'Rejected. The submitter was emailed your note.',
  edited: 'Changes saved.',
  bulk: 'The selected contributions were rejected and their submitters emailed.',
}
const BULK_FORM_ID = 'bulk-reject'

export function meta() {
  return [{ title: 'Contributions | Admin | Agent Atlas' }, { name: 'robots', content: 'noindex' }]
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const url = new URL(request.url)
  const view: TView = VIEWS.find((candidate) => candidate === url.searchParams.get('status')) ?? 'pending'

  return { view, queue: await findContributions({ status: view, limit: 100, offset: 0 }), notice: DONE[url.searchParams.get('done') ?? ''] ?? null }
}

function refused(id: number, message: string, status: number, fieldErrors?: Record<string, string>) {
  return data<TReviewItemError>({ id, message, fieldErrors }, { status })
}

/** Approve, reject, bulk reject or edit; then back to the same list (POST, redirect, GET). */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request)
  const formData = await request.formData()
  const intent = formData.get('intent')
  const id = Number(formData.get('id')) || 0
  const back = (done: string) => {
    const url = new URL(request.url)
    url.searchParams.set('done', done)

    return redirect(`${url.pathname}${url.search}`, 303)
  }
  try {
    if (intent === 'bulk-reject') {
      const parsed = ZBulkRejectContributionsRequest.safeParse({ ids: formData.getAll('ids'), note: formData.get('note') ?? '' })
      if (!parsed.success) return refused(0, Object.values(fieldErrorsOf(parsed.error)).join(' '), 400)
      await bulkRejectContributions({ ...parsed.data, reviewerId: admin.id })

      return back('bulk')
    }
    if (intent === 'approve') {
      const note = String(formData.get('note') ?? '').trim()
      await approveContribution({ contributionId: id, reviewerId: admin.id, note: note || null })

      return back('approved')
    }
    if (intent === 'reject') {
      const parsed = ZRejectContributionRequest.safeParse({ note: formData.get('note') ?? '' })
      if (!parsed.success) return refused(id, fieldErrorsOf(parsed.error).note ?? 'A note is required', 400)
      await rejectContribution({ contributionId: id, reviewerId: admin.id, note: parsed.data.note })

      return back('rejected')
    }
    const parsed = ZUpdateContributionRequest.safeParse(readContributionForm(formData))
    if (!parsed.success) return refused(id, 'Please correct the fields marked below.', 400, fieldErrorsOf(parsed.error))
    await updateContribution({ contributionId: id, changes: parsed.data })

    return back('edited')
  } catch (error) {
    if (!isAppError(error)) throw error
    const description = typeof error.details?.description === 'string' ? ` ${error.details.description}` : ''

    return refused(id, `${error.message}${description}`, error.status)
  }
}

export default function AdminContributions({ loaderData, actionData }: Route.ComponentProps) {
  const { view, queue, notice } = loaderData
  const isBusy = useNavigation().state !== 'idle'
  const counts: Record<TView, number> = { ...queue.counts, all: queue.counts.pending + queue.counts.approved + queue.counts.rejected }

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Contributions</h1>
        <p className="text-slate-700 dark:text-slate-300">Members’ submissions, oldest first. Approving publishes the agent through the crawler’s community source.</p>
        <p className="text-sm">
          <Link to="/admin/claims" className="underline">
            Listing claims
          </Link>
        </p>
      </div>
      <nav aria-label="Filter by status" className="flex flex-wrap gap-2">
        {VIEWS.map((status) => (
          <Link
            key={status}
            to={`?status=${status}`}
            aria-current={status === view ? 'page' : undefined}
            className={cn('rounded-full border px-3 py-1 text-sm', status === view ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 dark:border-slate-600')}
          >
            {status[0]!.toUpperCase() + status.slice(1)} ({counts[status]})
          </Link>
        ))}
      </nav>
      {notice && !actionData && <Notice tone="success" title={notice} />}
      {actionData && actionData.id === 0 && (
        <Notice tone="error" title="Not done">
          <p>{actionData.message}</p>
        </Notice>
      )}
      {view === 'pending' && queue.contributions.length > 0 && (
        <Form id={BULK_FORM_ID} method="post" className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-end dark:border-slate-700">
          <input type="hidden" name="intent" value="bulk-reject" />
          <div className="flex flex-1 flex-col gap-1.5">
            <label htmlFor="bulk-note" className="text-sm font-medium">
              Reject the ticked contributions with this note
            </label>
            <input id="bulk-note" name="note" required className={`${CONTROL_CLASS} h-10`} />
          </div>
          <Button type="submit" variant="outline" disabled={isBusy}>
            Reject selected
          </Button>
        </Form>
      )}
      {queue.contributions.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">Nothing here.</p>
      ) : (
        <div className="flex flex-col gap-4">
          {queue.contributions.map((contribution) => (
            <ReviewItem key={contribution.id} contribution={contribution} error={actionData?.id === contribution.id ? actionData : undefined} isBusy={isBusy} bulkFormId={BULK_FORM_ID} />
          ))}
        </div>
      )}
    </div>
  )
}
