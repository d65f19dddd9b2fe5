import { Form } from 'react-router'
import { z } from 'zod'
import { RATE_LIMITS } from '../../../server/accounts/index.ts'
import { requireAdmin } from '../../lib/guards.server.ts'
import { ZAgentIdParam, ZSetPremiumRequest, getInventory, setAgentPremiumByAdmin } from '../../../server/admin/index.ts'
import { findAgentsForAdmin } from '../../../server/catalogue/index.ts'
import { MANUAL_PREMIUM_DEFAULT_DAYS } from '../../../server/admin/admin.schemas.ts'
import { Pagination } from '../../components/pagination.tsx'
import { pageAction } from '../../lib/page-action.server.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { Input } from '../../ui/input.tsx'
import { Label } from '../../ui/label.tsx'
import { FormMessage, SubmitButton } from '../../ui/form.tsx'
import type { Route } from './+types/premium'

const PAGE_SIZE = 20

export function meta() {
  return [{ title: 'Premium management | Admin | Agent Atlas' }, { name: 'robots', content: 'noindex' }]
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const url = new URL(request.url)
  const search = (url.searchParams.get('search') ?? '').trim().slice(0, 200)
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get('page')) || 1))
  const [inventory, list] = await Promise.all([getInventory(), findAgentsForAdmin({ search: search || undefined, visibility: 'live', page, limit: PAGE_SIZE })])

  return { search, stats: inventory.overview, list }
}

type TPremiumResult = { ok: true; title: 'Premium Status Updated'; message: string } | { ok: false; title: 'Update Failed'; message: string }

const ZPremiumForm = z.intersection(z.object({ agentId: ZAgentIdParam.shape.id, agentName: z.string().trim().max(200).default('The agent') }), ZSetPremiumRequest)

/** Make Premium / Remove Premium: the same domain call as PUT /api/agents/{id}/premium. */
export const action = pageAction({
  guard: 'admin',
  rateLimit: [{ rule: RATE_LIMITS.adminWritePerAccount, by: 'user' }],
  schema: ZPremiumForm,
  failure: (failure): TPremiumResult => ({ ok: false, title: 'Update Failed', message: `Failed to update premium status: ${Object.values(failure.fieldErrors ?? {})[0] ?? failure.message ?? 'please try again'}` }),
  handler: async ({ user, input }): Promise<TPremiumResult> => {
    const status = await setAgentPremiumByAdmin({ admin: user, agentId: input.agentId, isPremium: input.isPremium, endsAt: input.endsAt })
    const message = input.isPremium
      ? `${input.agentName} is premium until ${dateFormat.format(new Date(status.manualGrant!.endsAt))}.`
      : status.isPremium
        ? `The manual grant of ${input.agentName} ended; it stays premium through a paid placement.`
        : `${input.agentName} is no longer premium.`

    return { ok: true, title: 'Premium Status Updated', message }
  },
})

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' })

export default function AdminPremium({ loaderData, actionData }: Route.ComponentProps) {
  const { search, stats, list } = loaderData
  const result = actionData as TPremiumResult | undefined
  const premiumRate = stats.total === 0 ? 0 : stats.paidPercentage
  const cards = [
    { label: 'Total agents', value: stats.total },
    { label: 'Premium', value: stats.paid },
    { label: 'Free', value: stats.free },
    { label: 'Premium rate', value: `${premiumRate}%` },
  ]

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Premium management</h1>
        <p className="text-slate-700 dark:text-slate-300">
          Make Premium adds a manual placement granted by you, for {MANUAL_PREMIUM_DEFAULT_DAYS} days unless you choose an end date. Remove Premium ends manual placements only: what a builder paid for stays.
        </p>
      </div>
      {result ? (
        <FormMessage isError={!result.ok}>
          <strong>{result.title}</strong>: {result.message}
        </FormMessage>
      ) : null}

      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Premium statistics">
        {cards.map((card) => (
          <li key={card.label}>
            <Card className="gap-1 p-5">
              <span className="text-sm font-medium text-slate-700 dark:text-slate-300">{card.label}</span>
              <span className="text-3xl font-bold">{card.value}</span>
            </Card>
          </li>
        ))}
      </ul>

      <Form method="get" className="flex flex-wrap items-end gap-3" role="search" aria-label="Agents">
        <div className="flex min-w-64 flex-1 flex-col gap-1.5">
          <Label htmlFor="premium-search">Search by name or description</Label>
          <Input id="premium-search" name="search" type="search" defaultValue={search} />
        </div>
        <Button type="submit" variant="outline">
          Search
        </Button>
      </Form>

      <p className="text-sm text-slate-700 dark:text-slate-300">{list.total === 1 ? '1 agent' : `${list.total} agents`}</p>
      {list.agents.length === 0 ? <p>No agent matches “{search}”.</p> : null}
      <ul className="flex flex-col gap-3">
        {list.agents.map((agent) => (
          <li key={agent.id} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-700">
            <div className="flex min-w-0 flex-col gap-1">
              <span className="flex flex-wrap items-center gap-2">
                <a href={`/agents/${agent.id}`} className="font-semibold hover:underline">
                  {agent.name}
                </a>
                <Badge variant={agent.isPremium ? 'default' : 'secondary'}>{agent.isPremium ? 'PREMIUM' : 'FREE'}</Badge>
              </span>
              <span className="line-clamp-2 text-sm text-slate-700 dark:text-slate-300">{agent.description}</span>
              {agent.isPremium && agent.premiumUntil ? (
                <span className="text-xs text-slate-600 dark:text-slate-300">
                  Premium until {dateFormat.format(new Date(agent.premiumUntil))} ({agent.premiumTier === 'admin' ? 'granted by an admin' : `paid: ${agent.premiumTier}`})
                </span>
              ) : null}
            </div>
            <div className="flex flex-wrap items-end gap-2">
              <Form method="post" className="flex flex-wrap items-end gap-2">
                <input type="hidden" name="agentId" value={agent.id} />
                <input type="hidden" name="agentName" value={agent.name} />
                <input type="hidden" name="isPremium" value="true" />
                <div className="flex flex-col gap-1">
                  <Label htmlFor={`ends-${agent.id}`} className="text-xs">
                    Until (optional)
                  </Label>
                  <Input id={`ends-${agent.id}`} name="endsAt" type="date" className="h-8 w-40 text-xs" />
                </div>
                <SubmitButton size="sm" aria-label={`Make ${agent.name} premium`}>
                  Make Premium
                </SubmitButton>
              </Form>
              {agent.isPremium ? (
                <Form method="post">
                  <input type="hidden" name="agentId" value={agent.id} />
                  <input type="hidden" name="agentName" value={agent.name} />
                  <input type="hidden" name="isPremium" value="false" />
                  <SubmitButton size="sm" variant="outline" aria-label={`Remove premium from ${agent.name}`}>
                    Remove Premium
                  </SubmitButton>
                </Form>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <Pagination total={list.total} page={list.page} pageSize={list.limit} />
    </div>
  )
}
