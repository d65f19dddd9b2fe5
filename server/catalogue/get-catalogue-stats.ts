import { sql } from 'drizzle-orm'
import { INDUSTRIES } from '../../app/lib/taxonomy.ts'
import { db } from '../../db/client.ts'
import { agentProvenance, agents } from '../../db/schema/index.ts'
import { IS_CURRENTLY_PREMIUM } from './agent-conditions.ts'
import { cachedPerCatalogueVersion } from './cached-per-catalogue-version.ts'
import type { TCatalogueStats } from './get-catalogue-stats.schemas.ts'

type TotalsRow = Omit<TCatalogueStats, 'industries'>

async function countCatalogue(): Promise<TCatalogueStats> {
  const totals = await db.execute(sql`
    select
      count(*)::int as "totalAgents",
      (count(*) filter (where ${agents.priceCents} = 0))::int as "freeAgents",
      (count(*) filter (where ${IS_CURRENTLY_PREMIUM}))::int as "premiumAgents",
      count(distinct ${agents.source})::int as "sources",
      (select count(distinct ${agentProvenance.directory})::int
         from ${agentProvenance} join agents as active on active.id = ${agentProvenance.agentId} and active.is_active) as "directories",
      (count(*) filter (where ${agents.totalRatings} > 0))::int as "ratedAgents",
      coalesce(sum(${agents.totalRatings}), 0)::int as "totalRatings",
      round(avg(${agents.averageRating}) filter (where ${agents.totalRatings} > 0), 2)::float8 as "averageRating",
      (count(*) filter (where ${agents.selfDeployable}))::int as "selfDeployableAgents"
    from ${agents}
    where ${agents.isActive}
  `)
  const perIndustry = await db.execute(sql`
    select ${agents.industry} as industry, count(*)::int as count from ${agents} where ${agents.isActive} group by ${agents.industry}
  `)
  const counts = new Map((perIndustry.rows as { industry: string; count: number }[]).map((row) => [row.industry, row.count]))

  return {
    ...(totals.rows[0] as TotalsRow),
    industries: INDUSTRIES.map((industry) => ({ industry, count: counts.get(industry) ?? 0 })),
  }
}

/** The live numbers the home page shows, counted from the catalogue (cached until it changes). */
export async function getCatalogueStats(): Promise<TCatalogueStats> {
  return cachedPerCatalogueVersion({ key: 'stats', load: countCatalogue })
}
