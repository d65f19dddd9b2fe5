import { refreshSearchLexicon } from '../catalogue/index.ts'
import { AppError } from '../shared/errors.ts'
import { logger } from '../shared/logger.ts'
import { CONNECTORS, getConnector } from './connectors/index.ts'
import { crawlerSettings, type CrawlerSettings } from './crawler-settings.ts'
import { createSnapshotFetch } from './raw-content/create-snapshot-fetch.ts'
import { activeCrawls } from './runs/active-crawls.ts'
import { executeCrawlRun, type ExecuteCrawlRunOptions } from './runs/execute-crawl-run.ts'
import { startCrawlRun, type CrawlTrigger } from './runs/start-crawl-run.ts'
import { writeSearchPhrasesAfterCrawl } from './runs/write-search-phrases-after-crawl.ts'
import { withAudit, type TAuditActor } from '../audit/index.ts'

export type StartCrawlOptions = {
  trigger: CrawlTrigger
  /** Crawl only these sources; every source when absent. */
  sourceKeys?: string[]
  requestedByUserId?: number | null
  /** The admin who started it by hand: recorded in the audit log. */
  actor?: TAuditActor
  /** Overrides of the environment's settings (tests and the benchmark point the base URLs elsewhere). */
  settings?: Partial<CrawlerSettings>
  /** The fetch live crawls use; offline crawls read the bundled snapshots instead. */
  fetch?: typeof fetch
  retryDelayMs?: number
  onProgress?: ExecuteCrawlRunOptions['onProgress']
}

export type CrawlResult = { runId: number; status: 'completed' | 'failed' }

export type StartedCrawl = {
  runId: number
  /** The run's end, once it is recorded. */
  finished: Promise<CrawlResult>
  /** The end of the work after a completed run (search phrases for new agents); never rejects. */
  afterRun: Promise<void>
}

/**
 * Takes the crawl lock and runs the crawl in the background of this process. Answers at once
 * with the run id and promises of its end and of the work after it; a second start while one runs
 * anywhere is a CONFLICT.
 */
export async function startCrawl(options: StartCrawlOptions): Promise<StartedCrawl> {
  const settings = { ...crawlerSettings(), ...options.settings }
  const sourceKeys = options.sourceKeys?.length ? [...new Set(options.sourceKeys)] : CONNECTORS.map((connector) => connector.key)
  const unknown = sourceKeys.filter((key) => !getConnector(key))
  if (unknown.length) {
    throw new AppError('BAD_REQUEST', `Unknown crawler source ${unknown.join(', ')}. Sources: ${CONNECTORS.map((connector) => connector.key).join(', ')}.`)
  }

  // The run row (the crawl lock) and the admin's audit entry commit together; the crawl itself starts after.
  const { actor } = options
  const { runId } = await withAudit(
    () => startCrawlRun({ trigger: options.trigger, sourceKeys, isLive: settings.isLive, staleAfterMs: settings.staleAfterMs, requestedByUserId: options.requestedByUserId }),
    (run) => (actor ? { actor, action: 'crawler.run', targetType: 'crawl_run', targetId: run.runId, targetLabel: `Crawl #${run.runId}`, after: { trigger: options.trigger, sources: sourceKeys, isLive: settings.isLive } } : null),
  )
  const controller = new AbortController()
  const fetchEntries = settings.isLive
    ? (options.fetch ?? fetch)
    : createSnapshotFetch({ root: settings.snapshotDirectory, rawBaseUrl: settings.baseUrls.githubRaw, githubApiUrl: settings.baseUrls.githubApi })

  const finished = executeCrawlRun({
    runId,
    connectors: sourceKeys.map((key) => getConnector(key)!),
    context: {
      fetch: fetchEntries,
      baseUrls: settings.baseUrls,
      tokens: settings.tokens,
      isLive: settings.isLive,
      signal: controller.signal,
      maxRateLimitWaitMs: settings.maxRateLimitWaitMs,
      linkChecksPerRun: settings.linkChecksPerRun,
      retryDelayMs: options.retryDelayMs,
    },
    heartbeatMs: Math.max(1_000, Math.floor(settings.staleAfterMs / 4)),
    onProgress: options.onProgress,
    afterSources: async () => {
      await refreshSearchLexicon()
    },
  })
    .then(({ status }) => ({ runId, status }))
    .catch((error: unknown) => {
      logger.error({ err: error, runId }, 'crawl run could not be recorded')

      return { runId, status: 'failed' as const }
    })
  // The run's result does not wait for the phrases (the lock is already free); shutdown does, and
  // its abort stops the model request in flight.
  const afterRun = finished
    .then(({ status }) => (status === 'completed' ? writeSearchPhrasesAfterCrawl({ runId, signal: controller.signal }) : undefined))
    .finally(() => activeCrawls.delete(runId))
  activeCrawls.set(runId, { controller, finished: afterRun })

  return { runId, finished, afterRun }
}
