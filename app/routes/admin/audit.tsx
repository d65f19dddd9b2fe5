import { Form } from 'react-router'
import { requireAdmin } from '../../lib/guards.server.ts'
import { ZAuditQuery, findAuditEvents } from '../../../server/audit/index.ts'
import { Pagination } from '../../components/pagination.tsx'
import { Button } from '../../ui/button.tsx'
import { Input } from '../../ui/input.tsx'
import { Label } from '../../ui/label.tsx'
import { Select } from '../../ui/select.tsx'
import type { Route } from './+types/audit'

const PAGE_SIZE = 50

/** The action families the filter offers; the log matches by prefix ('agent.' finds every agent action). */
const ACTION_FILTERS = [
  { value: '', label: 'Every action' },
  { value: 'agent.premium.', label: 'Premium toggles' },
  { value: 'agent.', label: 'Agents (curation and premium)' },
  { value: 'review.', label: 'Review moderation' },
  { value: 'contribution.', label: 'Contributions' },
  { value: 'claim.', label: 'Listing claims' },
  { value: 'user.', label: 'Users' },
  { value: 'crawler.', label: 'Crawler runs' },
  { value: 'payment.', label: 'Payments and refunds' },
] as const

const TARGET_TYPES = ['agent', 'review', 'contribution', 'user', 'crawl_run', 'payment', 'deployment_request'] as const

export function meta() {
  return [{ title: 'Audit log | Admin | Agent Atlas' }, { name: 'robots', content: 'noindex' }]
}

/** A date field ('2026-11-23') as the start of that day, or the end of it for the 'to' bound. */
function dayBound(value: string | null, isEnd: boolean): Date | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined
  const date = new Date(`${value}T00:00:00.000Z`)
  if (Number.isNaN(date.getTime())) return undefined

  return isEnd ? new Date(date.getTime() + 86_400_000 - 1) : date
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const url = new URL(request.url)
  const text = (name: string) => url.searchParams.get(name)?.trim() || undefined
  const filters = { action: text('action'), targetType: text('targetType'), targetId: text('targetId'), from: text('from') ?? '', to: text('to') ?? '' }
  const parsed = ZAuditQuery.safeParse({
    action: filters.action,
    targetType: filters.targetType,
    targetId: filters.targetId,
    from: dayBound(url.searchParams.get('from'), false),
    to: dayBound(url.searchParams.get('to'), true),
    page: url.searchParams.get('page') ?? 1,
    limit: PAGE_SIZE,
  })
  const log = await findAuditEvents(parsed.success ? parsed.data : { limit: PAGE_SIZE })

  return {
    filters,
    total: log.total,
    page: log.page,
    events: log.events.map((event) => ({ ...event, createdAt: event.createdAt.toISOString() })),
  }
}

const timeFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })

function describeValues(values: Record<string, unknown> | null): string {
  if (!values) return '—'

  return Object.entries(values)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ')
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { filters, events, total, page } = loaderData

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Audit log</h1>
        <p className="text-slate-700 dark:text-slate-300">Every admin action, newest first: who, when, what, and the values before and after. Entries stay when what they name is deleted.</p>
      </div>
      <Form method="get" className="flex flex-wrap items-end gap-3" role="search" aria-label="Filter the audit log">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="audit-action">Action</Label>
          <Select id="audit-action" name="action" defaultValue={filters.action ?? ''}>
            {ACTION_FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="audit-target-type">Target</Label>
          <Select id="audit-target-type" name="targetType" defaultValue={filters.targetType ?? ''}>
            <option value="">Any target</option>
            {TARGET_TYPES.map((type) => (
              <option key={type} value={type}>
                {type.replace('_', ' ')}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex w-28 flex-col gap-1.5">
          <Label htmlFor="audit-target-id">Target id</Label>
          <Input id="audit-target-id" name="targetId" defaultValue={filters.targetId ?? ''} inputMode="numeric" />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="audit-from">From</Label>
          <Input id="audit-from" name="from" type="date" defaultValue={filters.from} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="audit-to">To</Label>
          <Input id="audit-to" name="to" type="date" defaultValue={filters.to} />
        </div>
        <Button type="submit" variant="outline">
          Filter
        </Button>
      </Form>

      <p className="text-sm text-slate-700 dark:text-slate-300">{total === 1 ? '1 entry' : `${total} entries`}</p>
      {events.length === 0 ? (
        <p>No entry matches these filters.</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Audit entries, newest first</caption>
            <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-200">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">When (UTC)</th>
                <th scope="col" className="px-3 py-2 font-semibold">Who</th>
                <th scope="col" className="px-3 py-2 font-semibold">Action</th>
                <th scope="col" className="px-3 py-2 font-semibold">Target</th>
                <th scope="col" className="px-3 py-2 font-semibold">Before</th>
                <th scope="col" className="px-3 py-2 font-semibold">After</th>
              </tr>
            </thead>
            <tbody>
              {events.map((event) => (
                <tr key={event.id} className="border-t border-slate-200 align-top dark:border-slate-700">
                  <td className="px-3 py-2 whitespace-nowrap">{timeFormat.format(new Date(event.createdAt))}</td>
                  <td className="px-3 py-2">{event.actorLabel}</td>
                  <td className="px-3 py-2 font-mono text-xs">{event.action}</td>
                  <td className="px-3 py-2">
                    {event.targetLabel ?? '—'}
                    <span className="block text-xs text-slate-600 dark:text-slate-300">
                      {event.targetType}
                      {event.targetId ? ` #${event.targetId}` : ''}
                    </span>
                    {event.note ? <span className="block text-xs italic">{event.note}</span> : null}
                  </td>
                  <td className="max-w-64 px-3 py-2 text-xs break-words">{describeValues(event.before)}</td>
                  <td className="max-w-64 px-3 py-2 text-xs break-words">{describeValues(event.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination total={total} page={page} pageSize={PAGE_SIZE} />
    </div>
  )
}
