import { Form, Link, redirect } from 'react-router'
import { labelFromCode } from '../../../server/shared/taxonomy.ts'
import { ListFilterTabs } from '../../components/admin/list-filter-tabs.tsx'
import { RATE_LIMITS } from '../../../server/accounts/index.ts'
import { requireAdmin } from '../../lib/guards.server.ts'
import {
  ZBulkRejectContributionsRequest,
  ZRejectContributionRequest,
  ZUpdateContributionRequest,
  approveContribution,
  bulkRejectContributions,
  findContributions,
  rejectContribution,
  updateContribution,
} from '../../../server/contributions/index.ts'
// The component renders the statuses in the browser: from the pure schemas file, not the domain's index (database code).
import { CONTRIBUTION_STATUSES } from '../../../server/contributions/contributions.schemas.ts'
import { ZDatabaseId } from '../../../server/shared/database-id.ts'
import { isAppError } from '../../../server/shared/errors.ts'
import { Input } from '../../ui/input.tsx'
import { Notice, ToastNotice } from '../../components/contributions/notice.tsx'
import { ReviewItem, type TReviewItemError } from '../../components/contributions/review-item.tsx'
import { pageAction, type TFailureContext, type TPageActionFailure, type TPageRateLimit } from '../../lib/page-action.server.ts'
import { z } from 'zod'
import { SubmitButton } from '../../ui/form.tsx'
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

const ADMIN_WRITES: [TPageRateLimit<unknown>] = [{ rule: RATE_LIMITS.adminWritePerAccount, by: 'user' }]
const ZContributionTarget = z.object({ id: ZDatabaseId })

/** Back to the same list with a notice (POST, redirect, GET). */
function back(request: Request, done: string) {
  const url = new URL(request.url)
  url.searchParams.set('done', done)

  return redirect(`${url.pathname}${url.search}`, 303)
}

/** Refusals show on the contribution they concern (id 0: the bulk form). */
function failure({ message, fieldErrors, error }: TPageActionFailure, { intent, formData }: TFailureContext): TReviewItemError {
  const id = intent === 'bulk-reject' ? 0 : Number(formData.get('id')) || 0
  const description = isAppError(error) && typeof error.details?.description === 'string' ? ` ${error.details.description}` : ''
  if (!fieldErrors) return { id, message: `${message ?? 'Refused'}${description}` }
  if (intent === 'edit') return { id, message: 'Please correct the fields marked below.', fieldErrors }

  return { id, message: fieldErrors.note ?? Object.values(fieldErrors).join(' ') }
}

/** Approve, reject, bulk reject or edit; then back to the same list (POST, redirect, GET). */
export const action = pageAction({
  guard: 'admin',
  defaultIntent: 'edit',
  intents: (intent) => ({
    'bulk-reject': intent({
      rateLimit: ADMIN_WRITES,
      schema: ZBulkRejectContributionsRequest,
      read: (formData) => ({ ids: formData.getAll('ids'), note: formData.get('note') ?? '' }),
      failure,
      handler: async ({ request, user, input }) => {
        await bulkRejectContributions({ ...input, reviewerId: user.id, actor: user })

        return back(request, 'bulk')
      },
    }),
    approve: intent({
      rateLimit: ADMIN_WRITES,
      schema: ZContributionTarget.extend({ note: z.string().trim().optional() }),
      failure,
      handler: async ({ request, user, input }) => {
        await approveContribution({ contributionId: input.id, reviewerId: user.id, note: input.note || null, actor: user })

        return back(request, 'approved')
      },
    }),
    reject: intent({
      rateLimit: ADMIN_WRITES,
      schema: ZContributionTarget.extend(ZRejectContributionRequest.shape),
      failure,
      handler: async ({ request, user, input }) => {
        await rejectContribution({ contributionId: input.id, reviewerId: user.id, note: input.note, actor: user })

        return back(request, 'rejected')
      },
    }),
    edit: intent({
      rateLimit: ADMIN_WRITES,
      schema: ZUpdateContributionRequest,
      read: readContributionForm,
      failure,
      handler: async ({ request, user, input, formData }) => {
        await updateContribution({ contributionId: ZDatabaseId.parse(formData.get('id')), changes: input, actor: user })

        return back(request, 'edited')
      },
    }),
  }),
})

export default function AdminContributions({ loaderData, actionData }: Route.ComponentProps) {
  const { view, queue, notice } = loaderData
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
      <ListFilterTabs label="Filter by status" parameter="status" current={view} tabs={VIEWS.map((status) => ({ value: status, label: `${labelFromCode(status)} (${counts[status]})` }))} />
      {notice && !actionData && <ToastNotice title={notice} />}
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
            <Input id="bulk-note" name="note" required />
          </div>
          <SubmitButton variant="outline">
            Reject selected
          </SubmitButton>
        </Form>
      )}
      {queue.contributions.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">Nothing here.</p>
      ) : (
        <div className="flex flex-col gap-4">
          {queue.contributions.map((contribution) => (
            <ReviewItem key={contribution.id} contribution={contribution} error={actionData?.id === contribution.id ? actionData : undefined} bulkFormId={BULK_FORM_ID} />
          ))}
        </div>
      )}
    </div>
  )
}
