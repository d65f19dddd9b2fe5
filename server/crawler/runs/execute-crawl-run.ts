import { and, eq, sql } from 'drizzle-orm'
import { db } from '../../../db/client.ts'
import { crawlRunSources, crawlRuns, type CrawlProgress } from '../../../db/schema/index.ts'
import { logger } from '../../shared/logger.ts'
import type { Connector, ConnectorBatch, ConnectorContext } from '../connectors/connector.ts'
import { isRateLimitedError } from '../http/source-errors.ts'
import { createCatalogueDraftPool } from './catalogue-draft-pool.ts'
import { mergeBatch } from './merge-batch.ts'
import { countError, emptyCounts, type SourceCounts } from './source-counts.ts'

export type ExecuteCrawlRunOptions = {
  runId: number
  connectors: Connector[]
  context: Omit<ConnectorContext, 'report'>
  /** How often the run proves it is alive; a quarter of the stale threshold is safe. */
  heartbeatMs: number
  /** Progress lines for the CLI. */
  onProgress?: (event: { sourceKey: string; message: string; counts: SourceCounts }) => void
  /** Called once after all sources (the search lexicon refresh). */
  afterSources?: () => Promise<void>
}

type SourceStatus = 'completed' | 'failed' | 'rate_limited' | 'disabled'

async function saveSource(runId: number, sourceKey: string, values: Partial<typeof crawlRunSources.$inferInsert>) {
  await db.update(crawlRunSources).set(values).where(and(eq(crawlRunSources.runId, runId), eq(crawlRunSources.sourceKey, sourceKey)))
}

async function saveProgress(runId: number, progress: CrawlProgress) {
  await db.update(crawlRuns).set({ progress, heartbeatAt: sql`now()` }).where(and(eq(crawlRuns.id, runId), eq(crawlRuns.status, 'running')))
}

type HandleBatch = (batch: ConnectorBatch, counts: SourceCounts) => Promise<void>

async function crawlSource(
  options: ExecuteCrawlRunOptions,
  connector: Connector,
  progress: CrawlProgress,
  handleBatch: HandleBatch,
): Promise<{ status: SourceStatus; note: string | null; counts: SourceCounts }> {
  const { runId, context } = options
  const counts = emptyCounts()
  const disabledReason = connector.disabledReason(context)
  if (disabledReason) return { status: 'disabled', note: disabledReason, counts }

  await saveSource(runId, connector.key, { status: 'running', startedAt: new Date() })
  const report = (message: string) => options.onProgress?.({ sourceKey: connector.key, message, counts })
  try {
    for await (const batch of connector.fetchEntries({ ...context, report })) {
      const before = counts.fetched
      await handleBatch(batch, counts)
      progress.entriesDone += counts.fetched - before
      await saveSource(runId, connector.key, { ...counts })
      await saveProgress(runId, progress)
      report(batch.label)
      context.signal.throwIfAborted()
    }

    return { status: 'completed', note: null, counts }
  } catch (error) {
    if (context.signal.aborted) throw error
    // Notes are public (the dashboard); the detailed message, which may name hosts, is for admins.
    if (isRateLimitedError(error)) {
      countError(counts, error.message)
      const until = error.resetAt ? ` until ${error.resetAt.toISOString()}` : ''

      return { status: 'rate_limited', note: `Stopped early: rate limited by the source${until}. The next run continues.`, counts }
    }
    logger.warn({ err: error, source: connector.key, runId }, 'crawl source failed')
    countError(counts, (error as Error).message)

    return { status: 'failed', note: 'The source failed; admins see the error below.', counts }
  }
}

/**
 * Crawls every connector of a started run in turn (the catalogue's sources first, stored together
 * once all are read, then the others batch by batch) and records each one's counts as it goes, with a
 * heartbeat so other processes can tell it is alive. A source that fails or hits a rate limit is
 * recorded and the run moves on; the run fails only if no source got anywhere.
 */
export async function executeCrawlRun(options: ExecuteCrawlRunOptions): Promise<{ status: 'completed' | 'failed' }> {
  const { runId, connectors, heartbeatMs } = options
  const progress: CrawlProgress = { currentSource: null, sourcesDone: 0, sourcesTotal: connectors.length, entriesDone: 0 }
  const heartbeat = setInterval(() => {
    db.update(crawlRuns)
      .set({ heartbeatAt: sql`now()` })
      .where(and(eq(crawlRuns.id, runId), eq(crawlRuns.status, 'running')))
      .catch((error: unknown) => logger.warn({ err: error, runId }, 'crawl heartbeat failed'))
  }, heartbeatMs)
  heartbeat.unref()

  try {
    const outcomes: SourceStatus[] = []
    // The catalogue's sources first and together: their drafts are de-duplicated as one set.
    const pool = createCatalogueDraftPool()
    const read: { connector: Connector; result: Awaited<ReturnType<typeof crawlSource>> }[] = []
    for (const connector of connectors.filter((candidate) => candidate.isCatalogueSource)) {
      progress.currentSource = connector.key
      await saveProgress(runId, progress)
      read.push({ connector, result: await crawlSource(options, connector, progress, (batch, counts) => pool.collect(connector.key, batch, counts)) })
    }
    if (read.length) {
      options.onProgress?.({ sourceKey: read.at(-1)!.connector.key, message: 'de-duplicating and storing', counts: read.at(-1)!.result.counts })
      await pool.store()
    }
    for (const { connector, result } of read) {
      await saveSource(runId, connector.key, { ...result.counts, status: result.status, note: result.note, finishedAt: new Date() })
      outcomes.push(result.status)
      progress.sourcesDone += 1
    }

    for (const connector of connectors.filter((candidate) => !candidate.isCatalogueSource)) {
      progress.currentSource = connector.key
      await saveProgress(runId, progress)
      const { status, note, counts } = await crawlSource(options, connector, progress, (batch, sourceCounts) => mergeBatch({ batch, counts: sourceCounts }))
      await saveSource(runId, connector.key, { ...counts, status, note, finishedAt: new Date() })
      outcomes.push(status)
      progress.sourcesDone += 1
    }
    progress.currentSource = null
    await saveProgress(runId, progress)
    await options.afterSources?.()

    const ran = outcomes.filter((status) => status !== 'disabled')
    const isFailed = ran.length > 0 && ran.every((status) => status === 'failed')
    const error = isFailed ? 'Every source failed; see each source’s errors.' : null
    await db
      .update(crawlRuns)
      .set({ status: isFailed ? 'failed' : 'completed', error, finishedAt: sql`now()`, heartbeatAt: sql`now()` })
      // A run another process declared dead keeps that verdict.
      .where(and(eq(crawlRuns.id, runId), eq(crawlRuns.status, 'running')))

    return { status: isFailed ? 'failed' : 'completed' }
  } catch (error) {
    const message = options.context.signal.aborted ? 'Stopped: the server shut down during the run.' : `The run stopped: ${(error as Error).message}`
    logger.error({ err: error, runId }, 'crawl run failed')
    await db
      .update(crawlRuns)
      .set({ status: 'failed', error: message, finishedAt: sql`now()` })
      .where(and(eq(crawlRuns.id, runId), eq(crawlRuns.status, 'running')))
    await db
      .update(crawlRunSources)
      .set({ status: 'failed', note: message, finishedAt: new Date() })
      .where(and(eq(crawlRunSources.runId, runId), sql`${crawlRunSources.status} in ('running', 'pending')`))

    return { status: 'failed' }
  } finally {
    clearInterval(heartbeat)
  }
}
