import { Form, Link, redirect } from 'react-router'
import { labelFromCode } from '../../../server/shared/taxonomy.ts'
import { ListFilterTabs } from '../../components/admin/list-filter-tabs.tsx'
import { RATE_LIMITS } from '../../../server/accounts/index.ts'
import { requireAdmin } from '../../lib/guards.server.ts'
import { ZRejectClaimRequest, approveClaim, findClaims, rejectClaim } from '../../../server/contributions/index.ts'
// The component renders the statuses in the browser: from the pure schemas file, not the domain's index (database code).
import { CLAIM_STATUSES } from '../../../server/contributions/claims.schemas.ts'
import { ZDatabaseId } from '../../../server/shared/database-id.ts'
import { Input } from '../../ui/input.tsx'
import { Notice, ToastNotice } from '../../components/contributions/notice.tsx'
import { StatusBadge } from '../../components/contributions/status-badge.tsx'
import { pageAction, type TFailureContext, type TPageActionFailure } from '../../lib/page-action.server.ts'
import { z } from 'zod'
import { SubmitButton } from '../../ui/form.tsx'
import { Card } from '../../ui/card.tsx'
import type { Route } from './+types/claims'

const VIEWS = [...CLAIM_STATUSES, 'all'] as const
type TView = (typeof VIEWS)[number]
const DONE: Record<string, string> = { approved: 'Approved: the claimant manages the listing now and was emailed.', rejected: 'Rejected: the claimant was emailed your note.' }
const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

export function meta() {
  return [{ title: 'Listing claims | Admin | Agent Atlas' }, { name: 'robots', content: 'noindex' }]
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const url = new URL(request.url)
  const view: TView = VIEWS.find((candidate) => candidate === url.searchParams.get('status')) ?? 'pending'

  return { view, claims: await findClaims({ status: view, limit: 100 }), notice: DONE[url.searchParams.get('done') ?? ''] ?? null }
}

const ZClaimTarget = z.object({ claimId: ZDatabaseId })

/** Back to the same list with a notice (POST, redirect, GET). */
function back(request: Request, done: string) {
  const url = new URL(request.url)
  url.searchParams.set('done', done)

  return redirect(`${url.pathname}${url.search}`, 303)
}

/** Refusals show on the claim they concern. */
function failure({ message, fieldErrors }: TPageActionFailure, { formData }: TFailureContext) {
  return { claimId: Number(formData.get('claimId')) || 0, message: fieldErrors?.note ?? (fieldErrors ? Object.values(fieldErrors).join(' ') : (message ?? 'Refused')) }
}

/** Approve or reject one claim, then back to the list (POST, redirect, GET). */
export const action = pageAction({
  guard: 'admin',
  defaultIntent: 'reject',
  intents: (intent) => ({
    approve: intent({
      rateLimit: [{ rule: RATE_LIMITS.adminWritePerAccount, by: 'user' }],
      schema: ZClaimTarget.extend({ note: z.string().trim().optional() }),
      failure,
      handler: async ({ request, user, input }) => {
        await approveClaim({ claimId: input.claimId, adminId: user.id, note: input.note || null, actor: user })

        return back(request, 'approved')
      },
    }),
    reject: intent({
      rateLimit: [{ rule: RATE_LIMITS.adminWritePerAccount, by: 'user' }],
      schema: ZClaimTarget.extend(ZRejectClaimRequest.shape),
      failure,
      handler: async ({ request, user, input }) => {
        await rejectClaim({ claimId: input.claimId, adminId: user.id, note: input.note, actor: user })

        return back(request, 'rejected')
      },
    }),
  }),
})

export default function AdminClaims({ loaderData, actionData }: Route.ComponentProps) {
  const { view, claims, notice } = loaderData

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Listing claims</h1>
        <p className="text-slate-700 dark:text-slate-300">
          Builders asking to manage a listing. GitHub agents verify themselves with a code in their repository; the rest wait here. Approve only when the claimant clearly builds the agent.
        </p>
        <p className="text-sm">
          <Link to="/admin/contributions" className="underline">
            Contributions
          </Link>
        </p>
      </div>
      <ListFilterTabs label="Filter by status" parameter="status" current={view} tabs={VIEWS.map((status) => ({ value: status, label: labelFromCode(status) }))} />
      {notice && !actionData && <ToastNotice title={notice} />}
      {claims.length === 0 && <p className="text-slate-700 dark:text-slate-300">Nothing here.</p>}
      {claims.map((claim) => (
        <Card key={claim.id} as="article" aria-labelledby={`claim-${claim.id}-heading`} className="gap-3">
          <h2 id={`claim-${claim.id}-heading`} className="text-lg font-semibold">
            <Link to={claim.agentUrl} className="hover:underline">
              {claim.agentName}
            </Link>{' '}
            <StatusBadge status={claim.status} />
          </h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {claim.claimant ? `${claim.claimant.name} (${claim.claimant.email})` : 'A deleted account'} · {claim.method === 'github-file' ? `code in ${claim.repository}` : 'admin decision'} · asked{' '}
            {DATE.format(new Date(claim.createdAt))}
          </p>
          {claim.note && <p className="text-sm">Note: {claim.note}</p>}
          {actionData?.claimId === claim.id && (
            <Notice tone="error" title="Not done">
              <p>{actionData.message}</p>
            </Notice>
          )}
          {claim.status === 'pending' && (
            <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
              {(['approve', 'reject'] as const).map((intent) => (
                <Form key={intent} method="post" className="flex flex-col gap-2">
                  <input type="hidden" name="intent" value={intent} />
                  <input type="hidden" name="claimId" value={claim.id} />
                  <label htmlFor={`${intent}-note-${claim.id}`} className="text-sm font-medium">
                    {intent === 'approve' ? 'Note for the claimant (optional)' : 'Why it is rejected (sent to the claimant)'}
                  </label>
                  <Input id={`${intent}-note-${claim.id}`} name="note" required={intent === 'reject'} />
                  <div>
                    <SubmitButton variant={intent === 'approve' ? 'success' : 'outline'}>
                      {intent === 'approve' ? 'Approve' : 'Reject'}
                    </SubmitButton>
                  </div>
                </Form>
              ))}
            </div>
          )}
        </Card>
      ))}
    </div>
  )
}
