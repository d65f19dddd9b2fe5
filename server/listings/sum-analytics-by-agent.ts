import { inArray, sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { listingDailyStats } from '../../db/schema/index.ts'

/** All-time totals per agent, for the listings table. */
export async function sumAnalyticsByAgent(agentIds: number[]): Promise<Map<number, { views: number; clicks: number; contacts: number }>> {
  if (!agentIds.length) return new Map()
  const rows = await db
    .select({
      agentId: listingDailyStats.agentId,
      views: sql<number>`sum(${listingDailyStats.views})::int`,
      clicks: sql<number>`sum(${listingDailyStats.clicks})::int`,
      contacts: sql<number>`sum(${listingDailyStats.contacts})::int`,
    })
    .from(listingDailyStats)
    .where(inArray(listingDailyStats.agentId, agentIds))
    .groupBy(listingDailyStats.agentId)

  return new Map(rows.map((row) => [row.agentId, { views: row.views, clicks: row.clicks, contacts: row.contacts }]))
}

