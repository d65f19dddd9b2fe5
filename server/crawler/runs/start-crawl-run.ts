import { eq } from 'drizzle-orm'
import { db } from '../../../db/client.ts'
import { crawlRunSources, crawlRuns } from '../../../db/schema/index.ts'
import { AppError } from '../../shared/errors.ts'
import { currentCrawlOwner } from './crawl-owner.ts'
import { recoverStaleRuns } from './recover-stale-runs.ts'
import { isUniqueViolation } from '../../shared/is-unique-violation.ts'

export type CrawlTrigger = 'schedule' | 'manual' | 'cli'

export type StartCrawlRunOptions = {
  trigger: CrawlTrigger
  sourceKeys: string[]
  isLive: boolean
  staleAfterMs: number
  requestedByUserId?: number | null
}

/**
 * Takes the crawl lock: inserts the one 'running' row the partial unique index allows, after
 * failing runs whose process died. A second start while one runs is a CONFLICT.
 */
export async function startCrawlRun({ trigger, sourceKeys, isLive, staleAfterMs, requestedByUserId = null }: StartCrawlRunOptions): Promise<{ runId: number }> {
  await recoverStaleRuns({ staleAfterMs })
  try {
    const runId = await db.transaction(async (tx) => {
      const [run] = await tx
        .insert(crawlRuns)
        .values({
          trigger,
          sourceKeys,
          isLive,
          requestedByUserId,
          owner: currentCrawlOwner(),
          progress: { currentSource: null, sourcesDone: 0, sourcesTotal: sourceKeys.length, entriesDone: 0 },
        })
        .returning({ id: crawlRuns.id })
      await tx.insert(crawlRunSources).values(sourceKeys.map((sourceKey) => ({ runId: run!.id, sourceKey })))

      return run!.id
    })

    return { runId }
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const [running] = await db.select({ id: crawlRuns.id }).from(crawlRuns).where(eq(crawlRuns.status, 'running')).limit(1)

    throw new AppError('CONFLICT', 'A crawl is already running', { runId: running?.id ?? null })
  }
}
