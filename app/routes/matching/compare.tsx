import { useEffect } from 'react'
import { Link, useNavigate } from 'react-router'
import { getAgent, type TAgentDetail } from '../../../server/catalogue/index.ts'
import { isAppError } from '../../../server/shared/errors.ts'
import { CompareTable } from '../../components/matching/compare-table.tsx'
import { compareRows } from '../../lib/compare-rows.ts'
import { COMPARE_LIMIT, compareHref, parseCompareIds, useCompareSelection, writeCompareSelection } from '../../lib/compare-selection.ts'
import { siteOrigin } from '../../lib/origin.server.ts'
import { buildMeta } from '../../lib/seo.ts'
import { buttonVariants } from '../../ui/button.tsx'
import type { Route } from './+types/compare'

async function findComparedAgent(id: number): Promise<TAgentDetail | null> {
  try {
    return await getAgent({ id })
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') return null
    throw error
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const ids = parseCompareIds(url.searchParams.get('ids'))
  const agents = (await Promise.all(ids.map(findComparedAgent))).filter((agent) => agent !== null)

  return { origin: siteOrigin(request), hasIds: url.searchParams.has('ids'), missing: ids.length - agents.length, agents }
}

export function meta({ data: loaded }: Route.MetaArgs) {
  if (!loaded) return []
  const names = loaded.agents.map((agent) => agent.name)

  return buildMeta({
    title: names.length ? `Compare ${names.join(' vs ')}` : 'Compare agents',
    description: 'Up to four AI agents side by side: ratings, price, difficulty, infrastructure and every other detail.',
    origin: loaded.origin,
    path: '/compare',
    noIndex: true,
  })
}

/** Keeps the stored selection and the URL in step: the URL wins, an empty URL restores the selection. */
function useSelectionSync(ids: number[], hasIds: boolean) {
  const stored = useCompareSelection()
  const navigate = useNavigate()
  const key = ids.join(',')
  useEffect(() => {
    if (hasIds) writeCompareSelection(key ? key.split(',').map(Number) : [])
  }, [key, hasIds])
  useEffect(() => {
    if (!hasIds && stored.length > 0) void navigate(compareHref(stored), { replace: true })
  }, [hasIds, stored, navigate])
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { agents, missing, hasIds } = loaderData
  useSelectionSync(
    agents.map((agent) => agent.id),
    hasIds,
  )

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Compare agents</h1>
        <p className="text-slate-700 dark:text-slate-300">
          Up to {COMPARE_LIMIT} agents side by side. Add agents with &lsquo;Add to compare&rsquo; on any agent card or agent page; rows where they differ are marked.
        </p>
        {missing > 0 && (
          <p role="status" className="text-sm text-amber-900 dark:text-amber-100">
            {missing === 1 ? 'One agent' : `${missing} agents`} in this link could not be found and {missing === 1 ? 'is' : 'are'} left out.
          </p>
        )}
      </div>
      {agents.length === 0 ? (
        <div className="flex flex-col gap-3">
          <p>No agents to compare yet.</p>
          <div className="flex flex-wrap gap-3">
            <Link to="/marketplace" className={buttonVariants()}>
              Browse the marketplace
            </Link>
            <Link to="/matchmaker" className={buttonVariants({ variant: 'outline' })}>
              Find AI for my business
            </Link>
          </div>
        </div>
      ) : (
        <>
          {agents.length === 1 && <p>Add at least one more agent to see the differences.</p>}
          <CompareTable agents={agents} rows={compareRows(agents)} />
        </>
      )}
    </div>
  )
}
