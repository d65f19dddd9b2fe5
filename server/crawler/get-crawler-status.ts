import { Cron } from 'croner'
import { countAgentsByOrigin, getCatalogueStats } from '../catalogue/index.ts'
import { CONNECTOR_KIND_LABELS } from './connectors/connector.ts'
import { CONNECTORS } from './connectors/index.ts'
import { crawlerSettings } from './crawler-settings.ts'
import type { TCrawlerStatus } from './crawler.schemas.ts'
import { findCrawlRuns } from './find-crawl-runs.ts'
import { crawlScheduler } from './schedule-crawls.ts'

export type GetCrawlerStatusOptions = { includeErrorMessages: boolean }

/**
 * What the crawler dashboard shows, all of it counted or read, nothing configured by hand.
 * "Active" means this server runs the daily schedule and the last finished run did not fail.
 */
export async function getCrawlerStatus({ includeErrorMessages }: GetCrawlerStatusOptions): Promise<TCrawlerStatus> {
  const settings = crawlerSettings()
  const [stats, origins, [latest], [lastCompleted]] = await Promise.all([
    getCatalogueStats(),
    countAgentsByOrigin({ directoryGroups: Object.fromEntries(CONNECTORS.map((connector) => [connector.key, connector.provenanceKeys])) }),
    findCrawlRuns({ limit: 1, includeErrorMessages }),
    findCrawlRuns({ limit: 1, includeErrorMessages: false, status: 'completed' }),
  ])
  const currentRun = latest?.status === 'running' ? latest : null
  const lastRun = latest && latest.status !== 'running' ? latest : ((await findCrawlRuns({ limit: 2, includeErrorMessages }))[1] ?? null)
  const nextRun = settings.schedule ? (crawlScheduler.job?.nextRun() ?? new Cron(settings.schedule, { timezone: 'UTC', paused: true }).nextRun()) : null

  return {
    totalAgents: stats.totalAgents,
    freeAgents: stats.freeAgents,
    sourceBreakdown: origins.bySource,
    crawlerActive: crawlScheduler.job !== null && !crawlScheduler.job.isStopped() && lastRun?.status !== 'failed',
    lastUpdated: lastCompleted?.finishedAt ?? null,
    isLive: settings.isLive,
    currentRun,
    lastRun,
    schedule: { cron: settings.schedule, timezone: 'UTC', nextRunAt: nextRun?.toISOString() ?? null },
    sources: CONNECTORS.map((connector) => {
      const disabledReason = connector.disabledReason({ isLive: settings.isLive })

      return {
        key: connector.key,
        title: connector.title,
        kind: connector.kind,
        kindLabel: CONNECTOR_KIND_LABELS[connector.kind],
        description: connector.description,
        enabled: disabledReason === null,
        disabledReason,
        count: origins.byGroup[connector.key] ?? 0,
      }
    }),
  }
}
