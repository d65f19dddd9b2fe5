import { and, desc, eq, gt } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agentInventoryCounts, agentTagCounts, agents } from '../../db/schema/index.ts'
import { IS_CURRENTLY_PREMIUM } from './agent-conditions.ts'
import { cachedPerCatalogueVersion } from './cached-per-catalogue-version.ts'

export const INVENTORY_BREAKDOWNS = ['useCase', 'difficulty', 'source', 'deploymentComplexity', 'infrastructure'] as const
export type TInventoryBreakdown = (typeof INVENTORY_BREAKDOWNS)[number]

export type TInventoryCount = { category: string; total: number; free: number; paid: number }
export type TInventoryCounts = {
  total: number
  paid: number
  breakdowns: Record<TInventoryBreakdown, TInventoryCount[]>
  topTags: { tag: string; count: number }[]
}

const TOP_TAGS = 20

/** Agents without a deployment complexity or infrastructure yet are counted under this category. */
export const UNKNOWN_CATEGORY = 'unknown'

/**
 * Every live agent counted once per breakdown (industry, difficulty, source, deployment
 * complexity, infrastructure), with how many are premium now, and the 20 most used tags. The
 * totals and tag counts are kept by triggers on agents (migration 0021: a few dozen rows to read,
 * whatever the catalogue's size); "premium now" depends on the clock, so it is counted here over
 * the live premium agents only (the partial featured index), a small set. Cached until the
 * catalogue changes.
 */
export async function countInventory(): Promise<TInventoryCounts> {
  return cachedPerCatalogueVersion({ key: 'admin-inventory', load: loadInventory })
}

/** Premium-now agents per `breakdown/category` ('total/' for all): a handful of rows, counted here. */
async function countPremiumNow(): Promise<Map<string, number>> {
  const rows = await db
    .select({
      useCase: agents.industry,
      difficulty: agents.difficulty,
      source: agents.source,
      deploymentComplexity: agents.deploymentComplexity,
      infrastructure: agents.infrastructureNeeded,
    })
    .from(agents)
    .where(and(eq(agents.isActive, true), eq(agents.isPremium, true), IS_CURRENTLY_PREMIUM))
  const paid = new Map<string, number>([['total/', rows.length]])
  for (const row of rows) {
    for (const breakdown of INVENTORY_BREAKDOWNS) {
      const key = `${breakdown}/${row[breakdown] ?? UNKNOWN_CATEGORY}`
      paid.set(key, (paid.get(key) ?? 0) + 1)
    }
  }

  return paid
}

async function loadInventory(): Promise<TInventoryCounts> {
  // One after the other: on PGlite, queries issued together wait on its lock and cost several
  // times more than in sequence (measured: ~15 ms together against ~3 ms in turn).
  const counts = await db.select().from(agentInventoryCounts).where(gt(agentInventoryCounts.total, 0))
  const paidBy = await countPremiumNow()
  const tags = await db
    .select({ tag: agentTagCounts.tag, count: agentTagCounts.count })
    .from(agentTagCounts)
    .where(gt(agentTagCounts.count, 0))
    .orderBy(desc(agentTagCounts.count), agentTagCounts.tag)
    .limit(TOP_TAGS)

  const breakdowns: Record<TInventoryBreakdown, TInventoryCount[]> = { useCase: [], difficulty: [], source: [], deploymentComplexity: [], infrastructure: [] }
  let total = 0
  for (const row of counts) {
    if (row.breakdown === 'total') {
      total = row.total
      continue
    }
    if (!(row.breakdown in breakdowns)) continue
    const paid = paidBy.get(`${row.breakdown}/${row.category}`) ?? 0
    breakdowns[row.breakdown as TInventoryBreakdown].push({ category: row.category, total: row.total, free: row.total - paid, paid })
  }
  for (const list of Object.values(breakdowns)) list.sort((a, b) => b.total - a.total || a.category.localeCompare(b.category))

  return { total, paid: paidBy.get('total/') ?? 0, breakdowns, topTags: tags }
}
