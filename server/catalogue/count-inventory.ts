import { sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agents } from '../../db/schema/index.ts'
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

type GroupRow = { breakdown: TInventoryBreakdown | 'total'; category: string | null; total: number; paid: number }

/**
 * Every live agent counted once per breakdown (industry, difficulty, source, deployment
 * complexity, infrastructure) with how many are premium now, in one GROUPING SETS scan of the
 * narrow facets index, plus the 20 most used tags. Cached until the catalogue changes.
 */
export async function countInventory(): Promise<TInventoryCounts> {
  return cachedPerCatalogueVersion({ key: 'admin-inventory', load: loadInventory })
}

async function loadInventory(): Promise<TInventoryCounts> {
  // A literal, not a parameter: GROUPING() must see the very expression the sets group by.
  const unknown = sql.raw(`'${UNKNOWN_CATEGORY}'`)
  const complexity = sql`coalesce(${agents.deploymentComplexity}, ${unknown})`
  const infrastructure = sql`coalesce(${agents.infrastructureNeeded}, ${unknown})`
  const groups = await db.execute(sql`
    select case
        when grouping(${agents.industry}) = 0 then 'useCase'
        when grouping(${agents.difficulty}) = 0 then 'difficulty'
        when grouping(${agents.source}) = 0 then 'source'
        when grouping(${complexity}) = 0 then 'deploymentComplexity'
        when grouping(${infrastructure}) = 0 then 'infrastructure'
        else 'total' end as breakdown,
      coalesce(${agents.industry}, ${agents.difficulty}, ${agents.source}, ${complexity}, ${infrastructure}) as category,
      count(*)::int as total,
      (count(*) filter (where ${IS_CURRENTLY_PREMIUM}))::int as paid
    from ${agents}
    where ${agents.isActive}
    group by grouping sets ((${agents.industry}), (${agents.difficulty}), (${agents.source}), (${complexity}), (${infrastructure}), ())`)
  const tags = await db.execute(sql`
    select tag, count(*)::int as count
    from ${agents}, unnest(${agents.tags}) as tag
    where ${agents.isActive}
    group by tag
    order by count(*) desc, tag
    limit ${TOP_TAGS}`)

  const breakdowns: Record<TInventoryBreakdown, TInventoryCount[]> = { useCase: [], difficulty: [], source: [], deploymentComplexity: [], infrastructure: [] }
  let total = 0
  let paid = 0
  for (const row of groups.rows as GroupRow[]) {
    if (row.breakdown === 'total') {
      total = row.total
      paid = row.paid
      continue
    }
    breakdowns[row.breakdown].push({ category: row.category ?? UNKNOWN_CATEGORY, total: row.total, free: row.total - row.paid, paid: row.paid })
  }
  for (const list of Object.values(breakdowns)) list.sort((a, b) => b.total - a.total || a.category.localeCompare(b.category))

  return { total, paid, breakdowns, topTags: tags.rows as { tag: string; count: number }[] }
}
