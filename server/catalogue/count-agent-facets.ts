import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { db } from '../../db/client.ts'
import { agents } from '../../db/schema/index.ts'
import type { TAgentConditions } from './agent-conditions.ts'
import { FACET_NAMES, type TAgentFacets, type TFacetName } from './find-agents.schemas.ts'

export type CountAgentFacetsOptions = { conditions: TAgentConditions }

export type TAgentCounts = { total: number; facets: TAgentFacets }

const FACET_COLUMNS: Record<TFacetName, AnyPgColumn> = {
  industry: agents.industry,
  category: agents.category,
  difficulty: agents.difficulty,
  source: agents.source,
  pricingType: agents.pricingType,
}

type CountRow = { facet: TFacetName | 'total'; value: string | null; count: number }

/**
 * Facets without an active filter share the results' WHERE, so one scan with GROUPING SETS counts
 * them all and the total; a facet whose own filter is active needs the other filters only.
 */
function sharedCounts(facets: TFacetName[], where: SQL): SQL {
  if (facets.length === 0) return sql`select 'total' as facet, null::text as value, count(*)::int as count from ${agents} where ${where}`

  const columns = facets.map((facet) => FACET_COLUMNS[facet])
  const label = sql.join(
    facets.map((facet, position) => sql`when grouping(${columns[position]}) = 0 then ${sql.raw(`'${facet}'`)}`),
    sql` `,
  )
  const sets = sql.join([...columns.map((column) => sql`(${column})`), sql`()`], sql`, `)

  return sql`select case ${label} else 'total' end as facet, coalesce(${sql.join(columns, sql`, `)})::text as value, count(*)::int as count
    from ${agents} where ${where} group by grouping sets (${sets})`
}

function ownCounts(facet: TFacetName, where: SQL): SQL {
  const column = FACET_COLUMNS[facet]

  return sql`select ${sql.raw(`'${facet}'`)} as facet, ${column}::text as value, count(*)::int as count
    from ${agents} where ${where} group by ${column}`
}

/** The total and every facet's counts in one statement. */
export async function countAgentFacets({ conditions }: CountAgentFacetsOptions): Promise<TAgentCounts> {
  const shared = FACET_NAMES.filter((facet) => !conditions.filteredFacets.includes(facet))
  const statements = [
    sharedCounts(shared, conditions.all),
    ...conditions.filteredFacets.map((facet) => ownCounts(facet, conditions.exceptFacet(facet))),
  ]
  const result = await db.execute(sql.join(statements, sql` union all `))

  const facets: TAgentFacets = { industry: [], category: [], difficulty: [], source: [], pricingType: [] }
  let total = 0
  for (const row of result.rows as CountRow[]) {
    if (row.facet === 'total') total = row.count
    else facets[row.facet].push({ value: row.value ?? '', count: row.count })
  }
  for (const facet of FACET_NAMES) {
    facets[facet].sort((left, right) => right.count - left.count || left.value.localeCompare(right.value))
  }

  return { total, facets }
}
