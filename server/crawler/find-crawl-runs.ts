import { desc, eq, inArray } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { crawlRunSources, crawlRuns } from '../../db/schema/index.ts'
import type { TCrawlRun, TCrawlRunSource } from './crawler.schemas.ts'
import { describeCrawlRun } from './runs/describe-crawl-run.ts'

export type FindCrawlRunsOptions = {
  limit: number
  /** Error messages can name hosts and URLs: admins only. */
  includeErrorMessages: boolean
  /** Only this run (the dashboard's current run). */
  runId?: number
  /** Only runs in this state. */
  status?: TCrawlRun['status']
}

/** The latest runs, newest first, with each source's counts. */
export async function findCrawlRuns({ limit, includeErrorMessages, runId, status }: FindCrawlRunsOptions): Promise<TCrawlRun[]> {
  const where = runId !== undefined ? eq(crawlRuns.id, runId) : status ? eq(crawlRuns.status, status) : undefined
  const runs = await db.select().from(crawlRuns).where(where).orderBy(desc(crawlRuns.startedAt), desc(crawlRuns.id)).limit(limit)
  if (!runs.length) return []

  const sources = await db
    .select()
    .from(crawlRunSources)
    .where(inArray(crawlRunSources.runId, runs.map((run) => run.id)))
    .orderBy(crawlRunSources.id)

  return runs.map((run) => {
    const own: TCrawlRunSource[] = sources
      .filter((source) => source.runId === run.id)
      .map(({ id: _id, runId: _runId, startedAt: _startedAt, finishedAt: _finishedAt, skipReasons: _skipReasons, errorMessages, status: sourceStatus, ...counts }) => ({
        ...counts,
        status: sourceStatus as TCrawlRunSource['status'],
        errorMessages: includeErrorMessages ? errorMessages : null,
      }))

    return {
      id: run.id,
      trigger: run.trigger as TCrawlRun['trigger'],
      status: run.status as TCrawlRun['status'],
      isLive: run.isLive,
      startedAt: run.startedAt.toISOString(),
      finishedAt: run.finishedAt?.toISOString() ?? null,
      message: describeCrawlRun({ status: run.status, sources: own }),
      error: run.error,
      progress: run.progress,
      sources: own,
    }
  })
}
