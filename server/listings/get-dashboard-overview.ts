import { and, desc, gte, inArray, sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { listingDailyStats } from '../../db/schema/index.ts'
import { findInquiries } from './find-inquiries.ts'
import { findListingAnalytics, sumAnalyticsDays } from './find-listing-analytics.ts'
import { findOwnedAgents } from './find-owned-agents.ts'
import type { TAnalyticsTotals, TPremiumStatus } from './listings.schemas.ts'
import { readPremiumStatus } from './premium-status-port.ts'
import { shiftUtcDay, utcDay } from './utc-day.ts'

export type TDashboardOverview = {
  premium: TPremiumStatus
  /** The last 30 days (today included) and the 30 before them. */
  current: TAnalyticsTotals
  previous: TAnalyticsTotals
  mostViewed: { agentId: number; name: string; path: string; views: number } | null
  listingCount: number
  unreadCount: number
}

/** The Overview tab: the subscription, 30-day totals against the 30 days before, the most viewed listing. */
export async function getDashboardOverview({ userId, now = new Date() }: { userId: number; now?: Date }): Promise<TDashboardOverview> {
  const [premium, analytics, owned, inbox] = await Promise.all([
    readPremiumStatus(userId),
    findListingAnalytics({ userId, days: 60, now }),
    findOwnedAgents({ userId }),
    findInquiries({ builderUserId: userId, limit: 1 }),
  ])
  const firstDay = shiftUtcDay(utcDay(now), 29)
  const [top] = owned.length
    ? await db
        .select({ agentId: listingDailyStats.agentId, views: sql<number>`sum(${listingDailyStats.views})::int` })
        .from(listingDailyStats)
        .where(and(inArray(listingDailyStats.agentId, owned.map((agent) => agent.id)), gte(listingDailyStats.day, firstDay)))
        .groupBy(listingDailyStats.agentId)
        .orderBy(desc(sql`sum(${listingDailyStats.views})`), listingDailyStats.agentId)
        .limit(1)
    : []
  const topAgent = top && top.views > 0 ? owned.find((agent) => agent.id === top.agentId) : undefined

  return {
    premium,
    current: sumAnalyticsDays(analytics.days.slice(30)),
    previous: sumAnalyticsDays(analytics.days.slice(0, 30)),
    mostViewed: topAgent ? { agentId: topAgent.id, name: topAgent.name, path: `/agents/${topAgent.id}-${topAgent.slug}`, views: top!.views } : null,
    listingCount: owned.length,
    unreadCount: inbox.unreadCount,
  }
}
