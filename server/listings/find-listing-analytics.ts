import { and, gte, inArray, sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { listingDailyStats } from '../../db/schema/index.ts'
import { AppError } from '../shared/errors.ts'
import { findOwnedAgents } from './find-owned-agents.ts'
import type { TAnalyticsDay, TListingAnalytics } from './listings.schemas.ts'
import { shiftUtcDay, utcDay } from './utc-day.ts'

export type FindListingAnalyticsOptions = {
  userId: number
  /** 30 or 90: the days up to and including today (UTC). */
  days: number
  /** One of the builder's agents; all of them when absent. */
  agentId?: number
  now?: Date
}

/** Adds up daily rows. */
export function sumAnalyticsDays(days: Omit<TAnalyticsDay, 'day'>[]) {
  return days.reduce(
    (total, day) => ({
      views: total.views + day.views,
      clicks: total.clicks + day.clicks,
      contacts: total.contacts + day.contacts,
      uniqueVisitors: total.uniqueVisitors + day.uniqueVisitors,
    }),
    { views: 0, clicks: 0, contacts: 0, uniqueVisitors: 0 },
  )
}

/**
 * A builder's daily figures, one entry per day (zeros included), for one listing or all of them.
 * Only the builder's own agents are read: another agent id is refused. Unique visitors of several
 * listings are the sum of each listing's daily unique visitors.
 */
export async function findListingAnalytics({ userId, days, agentId, now = new Date() }: FindListingAnalyticsOptions): Promise<TListingAnalytics> {
  const owned = await findOwnedAgents({ userId })
  const ownedIds = owned.map((agent) => agent.id)
  if (agentId !== undefined && !ownedIds.includes(agentId)) throw new AppError('FORBIDDEN', 'You can only see the analytics of your own listings.')
  const agentIds = agentId === undefined ? ownedIds : [agentId]
  const today = utcDay(now)
  const firstDay = shiftUtcDay(today, days - 1)

  const rows = agentIds.length
    ? await db
        .select({
          day: listingDailyStats.day,
          views: sql<number>`sum(${listingDailyStats.views})::int`,
          clicks: sql<number>`sum(${listingDailyStats.clicks})::int`,
          contacts: sql<number>`sum(${listingDailyStats.contacts})::int`,
          uniqueVisitors: sql<number>`sum(${listingDailyStats.uniqueVisitors})::int`,
        })
        .from(listingDailyStats)
        .where(and(inArray(listingDailyStats.agentId, agentIds), gte(listingDailyStats.day, firstDay)))
        .groupBy(listingDailyStats.day)
    : []
  const byDay = new Map(rows.map((row) => [row.day, row]))
  const series: TAnalyticsDay[] = []
  for (let back = days - 1; back >= 0; back--) {
    const day = shiftUtcDay(today, back)
    const row = byDay.get(day)
    series.push({ day, views: row?.views ?? 0, clicks: row?.clicks ?? 0, contacts: row?.contacts ?? 0, uniqueVisitors: row?.uniqueVisitors ?? 0 })
  }

  return { days: series, totals: sumAnalyticsDays(series), agentId: agentId ?? null }
}
