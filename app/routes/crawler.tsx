import { useEffect, useRef, useState } from 'react'
import { redirect, useRevalidator } from 'react-router'
import { RATE_LIMITS, getOptionalUser } from '../../server/accounts/index.ts'
import { findCrawlRuns, getCrawlerStatus, startCrawl } from '../../server/crawler/index.ts'
import { isAppError } from '../../server/shared/errors.ts'
import { AgentSourcesCard } from '../components/crawler/agent-sources-card.tsx'
import { ConfigurationCard } from '../components/crawler/configuration-card.tsx'
import { CrawlNotice, type CrawlNoticeContent } from '../components/crawler/crawl-notice.tsx'
import { ManualCrawlCard } from '../components/crawler/manual-crawl-card.tsx'
import { RunHistory } from '../components/crawler/run-history.tsx'
import { CrawlerStatCards } from '../components/crawler/stat-cards.tsx'
import { siteOrigin } from '../lib/origin.server.ts'
import { pageAction } from '../lib/page-action.server.ts'
import { z } from 'zod'
import { buildMeta } from '../lib/seo.ts'
import type { Route } from './+types/crawler'

/** Spec §9: the status refreshes every 30 seconds; while a crawl runs, every 2 so progress moves. */
const IDLE_REFRESH_MS = 30_000
const RUNNING_REFRESH_MS = 2_000

export async function loader({ request }: Route.LoaderArgs) {
  const isAdmin = (await getOptionalUser(request))?.role === 'admin'
  const [status, runs] = await Promise.all([
    getCrawlerStatus({ includeErrorMessages: isAdmin }),
    findCrawlRuns({ limit: 10, includeErrorMessages: isAdmin }),
  ])
  const url = new URL(request.url)
  const started = Number(url.searchParams.get('started')) || null

  return { origin: siteOrigin(request), status, runs, isAdmin, started, isAlreadyRunning: url.searchParams.get('notice') === 'already-running' }
}

/** The button's form posts here, with or without JavaScript; the answer is a redirect back. */
export const action = pageAction({
  guard: 'admin',
  rateLimit: [{ rule: RATE_LIMITS.adminWritePerAccount, by: 'user' }],
  schema: z.object({}),
  handler: async ({ user }) => {
    try {
      const { runId } = await startCrawl({ trigger: 'manual', requestedByUserId: user.id, actor: user })

      return redirect(`/crawler?started=${runId}`)
    } catch (error) {
      if (isAppError(error) && error.code === 'CONFLICT') return redirect('/crawler?notice=already-running')
      throw error
    }
  },
})

export function meta({ data }: Route.MetaArgs) {
  if (!data) return []

  return buildMeta({
    title: 'Crawler dashboard',
    description: 'How the Agent Atlas catalogue is collected: free agents from public directories, GitHub, Hugging Face, template projects and the community, crawled daily at 06:00 UTC.',
    origin: data.origin,
    path: '/crawler',
  })
}

/** Refreshes the loader's data on a timer, faster while a crawl runs. */
function useStatusRefresh(isRunning: boolean) {
  const revalidator = useRevalidator()
  const latest = useRef(revalidator)
  latest.current = revalidator

  useEffect(() => {
    const timer = setInterval(
      () => {
        if (latest.current.state === 'idle') void latest.current.revalidate()
      },
      isRunning ? RUNNING_REFRESH_MS : IDLE_REFRESH_MS,
    )

    return () => clearInterval(timer)
  }, [isRunning])

  return revalidator.state === 'loading'
}

export default function CrawlerDashboard({ loaderData }: Route.ComponentProps) {
  const { status, runs, isAdmin, started, isAlreadyRunning } = loaderData
  const isRefreshing = useStatusRefresh(status.currentRun !== null)
  // The run this page asked for, or one it saw running: its end is announced.
  const [watchedRunId, setWatchedRunId] = useState(started)
  const currentRunId = status.currentRun?.id ?? null
  useEffect(() => {
    if (currentRunId !== null) setWatchedRunId(currentRunId)
  }, [currentRunId])

  const lastRun = status.lastRun
  const notice: CrawlNoticeContent =
    lastRun && lastRun.id === watchedRunId
      ? { kind: lastRun.status === 'failed' ? 'failed' : 'completed', run: lastRun }
      : isAlreadyRunning && status.currentRun
        ? { kind: 'already-running' }
        : null

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Crawler dashboard</h1>
        <p className="text-slate-700 dark:text-slate-300">
          The catalogue collects free agents from public directories, code-hosting and model sites, template projects and the community, de-duplicated, every day at
          06:00 UTC.
        </p>
        <p className="min-h-5 text-sm text-slate-500 dark:text-slate-400">{isRefreshing ? 'Loading crawler dashboard...' : ''}</p>
      </header>
      <CrawlNotice notice={notice} />
      <CrawlerStatCards status={status} />
      <div className="grid gap-6 lg:grid-cols-2">
        <ManualCrawlCard currentRun={status.currentRun} lastUpdated={status.lastUpdated} canRun={isAdmin} />
        <AgentSourcesCard breakdown={status.sourceBreakdown} />
      </div>
      <ConfigurationCard status={status} />
      <RunHistory runs={runs} />
    </div>
  )
}
