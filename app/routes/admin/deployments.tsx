import { Form, Link, redirect } from 'react-router'
import { ListFilterTabs } from '../../components/admin/list-filter-tabs.tsx'
import { z } from 'zod'
import { RATE_LIMITS } from '../../../server/accounts/index.ts'
import { requireAdmin } from '../../lib/guards.server.ts'
import { findDeploymentRequests, updateDeploymentRequest } from '../../../server/deployments/index.ts'
// The statuses the page draws come from the pure schemas module: through index.ts the component would
// pull the deployments domain (and the database driver) into the browser bundle (decision 034).
import { DEPLOYMENT_REQUEST_STATUSES, type TDeploymentRequestStatus } from '../../../server/deployments/deployments.schemas.ts'
import { Notice, ToastNotice } from '../../components/contributions/notice.tsx'
import { Pagination } from '../../components/pagination.tsx'
import { labelFromCode } from '../../../server/shared/taxonomy.ts'
import { Badge } from '../../ui/badge.tsx'
import { SubmitButton } from '../../ui/form.tsx'
import { Card } from '../../ui/card.tsx'
import { Select } from '../../ui/select.tsx'
import { pageAction } from '../../lib/page-action.server.ts'
import type { TFormResult } from '../../lib/form-result.ts'
import type { Route } from './+types/deployments'
import { failureText } from '../../lib/form-result.ts'

const PAGE_SIZE = 25
const ZUpdateForm = z.object({
  requestId: z.coerce.number().int().positive().max(2_147_483_647),
  status: z.enum(DEPLOYMENT_REQUEST_STATUSES, { error: 'Choose a status.' }),
  adminNotes: z.string().trim().max(4000, 'Keep notes under 4,000 characters.'),
})

export function meta() {
  return [{ title: 'Deployment requests | Admin | Agent Atlas' }, { name: 'robots', content: 'noindex' }]
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const url = new URL(request.url)
  const status = DEPLOYMENT_REQUEST_STATUSES.find((value) => value === url.searchParams.get('status'))
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get('page')) || 1))
  const { requests, total } = await findDeploymentRequests({ status, page, limit: PAGE_SIZE })

  return {
    status: status ?? null,
    page,
    total,
    saved: url.searchParams.get('saved'),
    requests: requests.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() })),
  }
}

/** Move a request along or note on it (audited by the domain), then back to the same list. */
export const action = pageAction({
  guard: 'admin',
  rateLimit: [{ rule: RATE_LIMITS.adminWritePerAccount, by: 'user' }],
  schema: ZUpdateForm,
  handler: async ({ request, user, input }) => {
    const { requestId, status, adminNotes } = input
    await updateDeploymentRequest({ requestId, admin: user, changes: { status, adminNotes } })
    const url = new URL(request.url)
    url.searchParams.set('saved', String(requestId))
    return redirect(`${url.pathname}${url.search}`, 303)
  },
})

const FILTERS: (TDeploymentRequestStatus | null)[] = [null, ...DEPLOYMENT_REQUEST_STATUSES]

export default function AdminDeployments({ loaderData, actionData }: Route.ComponentProps) {
  const { requests, status, total, page, saved } = loaderData
  const result = actionData as TFormResult | undefined

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Deployment requests</h1>
        <p className="text-slate-700 dark:text-slate-300">Members asking for help deploying an agent, and paid full-service deployments. Every change is recorded in the audit log.</p>
      </div>
      <ListFilterTabs label="Filter by status" parameter="status" current={status} tabs={FILTERS.map((value) => ({ value, label: value ? labelFromCode(value) : 'All' }))} />
      {saved ? <ToastNotice title="Saved" description={`Request #${saved} was updated.`} /> : null}
      {failureText(result) ? <Notice tone="error" title="Not saved">{failureText(result)}</Notice> : null}
      <p role="status" className="text-sm">
        {total} request{total === 1 ? '' : 's'}
      </p>
      <ul className="flex flex-col gap-4">
        {requests.map((row) => {
          return (
            <li key={row.id}>
              <Card className="gap-3">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="text-lg font-semibold">
                    #{row.id} {row.agentId ? <Link to={`/agents/${row.agentId}`} className="underline">{row.agentName}</Link> : row.agentName}
                  </h2>
                  <Badge>{labelFromCode(row.status)}</Badge>
                  <Badge variant="outline">{row.service === 'full-service' ? 'Full service ($299)' : 'Guidance'}</Badge>
                  {row.paymentStatus !== 'none' ? <Badge variant="secondary">Payment: {row.paymentStatus}</Badge> : null}
                </div>
                <p className="text-sm">
                  From {row.userName} ({row.userEmail}), {new Date(row.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC
                </p>
                {row.message ? <blockquote className="border-l-4 border-slate-300 pl-3 text-sm whitespace-pre-line">{row.message}</blockquote> : null}
                <Form method="post" className="grid grid-cols-1 items-end gap-3 md:grid-cols-4">
                  <input type="hidden" name="requestId" value={row.id} />
                  <label className="flex flex-col gap-1 text-sm font-medium">
                    Status
                    <Select name="status" defaultValue={row.status}>
                      {DEPLOYMENT_REQUEST_STATUSES.map((value) => (
                        <option key={value} value={value}>
                          {labelFromCode(value)}
                        </option>
                      ))}
                    </Select>
                  </label>
                  <label className="flex flex-col gap-1 text-sm font-medium md:col-span-2">
                    Notes
                    <textarea name="adminNotes" rows={2} maxLength={4000} defaultValue={row.adminNotes ?? ''} className="rounded-md border border-slate-300 bg-white px-3 py-2 font-normal dark:border-slate-600 dark:bg-slate-950" />
                  </label>
                  <SubmitButton aria-label={`Save request #${row.id}`}>
                    Save
                  </SubmitButton>
                </Form>
              </Card>
            </li>
          )
        })}
      </ul>
      {requests.length === 0 ? <p>No deployment requests{status ? ` with status ${labelFromCode(status)}` : ''}.</p> : null}
      <Pagination total={total} page={page} pageSize={PAGE_SIZE} />
    </div>
  )
}
