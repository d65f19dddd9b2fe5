import { createHash } from 'node:crypto'
import { lt, sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { listingDailyStats, listingVisitors } from '../../db/schema/index.ts'
import { logger } from '../shared/logger.ts'
import { singleton } from '../shared/singleton.ts'
import { restoreBufferedCounts, takeBufferedCounts, type TBufferedCounts } from './analytics-buffer.ts'
import { getDailySalt } from './get-daily-salt.ts'
import { shiftUtcDay, utcDay } from './utc-day.ts'

const SWEEP_EVERY_MS = 60 * 60 * 1000
const sweep = singleton('listing-visitors-sweep', () => ({ lastAt: 0 }))

async function saltedVisitorRows(counts: TBufferedCounts[]) {
  const rows: { agentId: number; day: string; visitorHash: string }[] = []
  for (const entry of counts) {
    const salt = await getDailySalt(entry.day)
    for (const fingerprint of entry.visitors) {
      rows.push({ agentId: entry.agentId, day: entry.day, visitorHash: createHash('sha256').update(`${salt}:${fingerprint}`).digest('base64url') })
    }
  }

  return rows
}

/** One batch: new visitor hashes (the ones already seen today are not new), then the day's counters. */
async function writeCounts(counts: TBufferedCounts[]) {
  const visitorRows = await saltedVisitorRows(counts)
  await db.transaction(async (tx) => {
    const inserted = visitorRows.length
      ? await tx.insert(listingVisitors).values(visitorRows).onConflictDoNothing().returning({ agentId: listingVisitors.agentId, day: listingVisitors.day })
      : []
    const newVisitors = new Map<string, number>()
    for (const row of inserted) newVisitors.set(`${row.agentId}:${row.day}`, (newVisitors.get(`${row.agentId}:${row.day}`) ?? 0) + 1)
    const statRows = counts.map((entry) => ({
      agentId: entry.agentId,
      day: entry.day,
      views: entry.views,
      clicks: entry.clicks,
      uniqueVisitors: newVisitors.get(`${entry.agentId}:${entry.day}`) ?? 0,
    }))
    await tx
      .insert(listingDailyStats)
      .values(statRows)
      .onConflictDoUpdate({
        target: [listingDailyStats.agentId, listingDailyStats.day],
        set: {
          views: sql`${listingDailyStats.views} + excluded.views`,
          clicks: sql`${listingDailyStats.clicks} + excluded.clicks`,
          uniqueVisitors: sql`${listingDailyStats.uniqueVisitors} + excluded.unique_visitors`,
        },
      })
  })
}

/** Visitor hashes are needed only while their day can still get visits. */
async function sweepOldVisitors(now: Date) {
  if (now.getTime() - sweep.lastAt < SWEEP_EVERY_MS) return
  sweep.lastAt = now.getTime()
  await db.delete(listingVisitors).where(lt(listingVisitors.day, shiftUtcDay(utcDay(now), 1)))
}

/**
 * Writes what the buffer gathered. A batch that fails (an agent deleted meanwhile) is retried
 * one agent-day at a time so one bad entry cannot hold back the rest; a failing entry is logged
 * and dropped rather than retried forever. Returns how many agent-days were written.
 */
export async function flushListingAnalytics({ now = new Date() }: { now?: Date } = {}): Promise<number> {
  const counts = takeBufferedCounts()
  if (!counts.length) return 0
  try {
    await writeCounts(counts)
  } catch (batchError) {
    logger.warn({ err: batchError, entries: counts.length }, 'listing analytics: batch failed, writing one by one')
    let written = 0
    for (const entry of counts) {
      try {
        await writeCounts([entry])
        written += 1
      } catch (error) {
        if (isConnectionError(error)) {
          restoreBufferedCounts([entry])
          continue
        }
        logger.error({ err: error, agentId: entry.agentId, day: entry.day }, 'listing analytics: entry dropped')
      }
    }

    return written
  }
  await sweepOldVisitors(now)

  return counts.length
}

/** The database went away (shutdown, failover): keep the counts for the next flush. */
function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code ?? ''

  return code.startsWith('08') || code === 'ECONNREFUSED' || code === '57P01'
}
