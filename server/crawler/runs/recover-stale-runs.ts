import { and, eq, inArray, sql } from 'drizzle-orm'
import { db } from '../../../db/client.ts'
import { crawlRunSources, crawlRuns } from '../../../db/schema/index.ts'
import { isOwnerAlive } from './crawl-owner.ts'

export type RecoverStaleRunsOptions = {
  /** A running run whose heartbeat is older than this is dead. */
  staleAfterMs: number
}

/**
 * Marks runs whose process died as failed, so a new run can start: the heartbeat stopped (any host),
 * or the owning process on this host no longer exists. Their merged agents stay: every merge was
 * its own transaction.
 */
export async function recoverStaleRuns({ staleAfterMs }: RecoverStaleRunsOptions): Promise<number[]> {
  const running = await db
    .select({
      id: crawlRuns.id,
      owner: crawlRuns.owner,
      isStale: sql<boolean>`${crawlRuns.heartbeatAt} < now() - make_interval(secs => ${staleAfterMs / 1000})`,
    })
    .from(crawlRuns)
    .where(eq(crawlRuns.status, 'running'))
  const dead = running.filter((run) => run.isStale || !isOwnerAlive(run.owner))
  if (!dead.length) return []

  const ids = dead.map((run) => run.id)
  await db.transaction(async (tx) => {
    await tx
      .update(crawlRuns)
      .set({ status: 'failed', finishedAt: sql`now()`, error: 'The crawler process stopped before the run finished (no heartbeat); the agents it had merged are kept.' })
      .where(and(inArray(crawlRuns.id, ids), eq(crawlRuns.status, 'running')))
    await tx
      .update(crawlRunSources)
      .set({ status: 'failed', finishedAt: sql`now()`, note: 'Interrupted: the crawler process stopped.' })
      .where(and(inArray(crawlRunSources.runId, ids), inArray(crawlRunSources.status, ['running', 'pending'])))
  })

  return ids
}
