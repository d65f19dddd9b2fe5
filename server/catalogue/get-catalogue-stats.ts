import { sql } from 'drizzle-orm'
import { INDUSTRIES } from '../shared/taxonomy.ts'
import { db } from '../../db/client.ts'
import { agentProvenance, agents } from '../../db/schema/index.ts'
import { IS_CURRENTLY_PREMIUM } from './agent-conditions.ts'
import { cachedPerCatalogueVersion } from './cached-per-catalogue-version.ts'
import type { TCatalogueStats } from './get-catalogue-stats.schemas.ts'

type CountRow = { industry: string | null; source: string | null; agents: number; free: number; selfDeployable: number; addedRecently: number }

/** Growth on the industry cards: agents added in this many days (no invented percentages). */
export const RECENT_GROWTH_DAYS = 30
type RatingRow = { ratedAgents: number; totalRatings: number; averageRating: number | null }

/**
 * Each statement reads an index, never the wide rows: the filter columns (agents_facets_idx),
 * the rating columns (agents_rating_idx) and the few premium agents (agents_featured_idx).
 */
async function countCatalogue(): Promise<TCatalogueStats> {
  const counts = (
    await db.execute(sql`
      select ${agents.industry} as industry, ${agents.source} as source, count(*)::int as agents,
        (count(*) filter (where ${agents.priceCents} = 0))::int as free,
        (count(*) filter (where ${agents.selfDeployable}))::int as "selfDeployable",
        (count(*) filter (where ${agents.createdAt} > now() - make_interval(days => ${RECENT_GROWTH_DAYS})))::int as "addedRecently"
      from ${agents} where ${agents.isActive}
      group by grouping sets ((${agents.industry}), (${agents.source}), ())
    `)
  ).rows as CountRow[]
  const [ratings] = (
    await db.execute(sql`
      select count(*)::int as "ratedAgents", coalesce(sum(${agents.totalRatings}), 0)::int as "totalRatings",
        round(avg(${agents.averageRating}), 2)::float8 as "averageRating"
      from ${agents} where ${agents.isActive} and ${agents.totalRatings} > 0
    `)
  ).rows as RatingRow[]
  const [premium] = (await db.execute(sql`select count(*)::int as count from ${agents} where ${agents.isActive} and ${IS_CURRENTLY_PREMIUM}`))
    .rows as { count: number }[]
  const [directories] = (
    await db.execute(sql`
      select count(distinct ${agentProvenance.directory})::int as count from ${agentProvenance}
      where exists (select 1 from ${agents} where ${agents.id} = ${agentProvenance.agentId} and ${agents.isActive})
    `)
  ).rows as { count: number }[]

  const totals = counts.find((row) => row.industry === null && row.source === null)
  const perIndustry = new Map(counts.filter((row) => row.industry !== null).map((row) => [row.industry, row]))

  return {
    totalAgents: totals?.agents ?? 0,
    industries: INDUSTRIES.map((industry) => ({
      industry,
      count: perIndustry.get(industry)?.agents ?? 0,
      addedRecently: perIndustry.get(industry)?.addedRecently ?? 0,
    })),
    addedRecently: totals?.addedRecently ?? 0,
    freeAgents: totals?.free ?? 0,
    premiumAgents: premium?.count ?? 0,
    sources: counts.filter((row) => row.source !== null).length,
    directories: directories?.count ?? 0,
    ratedAgents: ratings?.ratedAgents ?? 0,
    totalRatings: ratings?.totalRatings ?? 0,
    averageRating: ratings?.averageRating ?? null,
    selfDeployableAgents: totals?.selfDeployable ?? 0,
  }
}

/** The live numbers the home page shows, counted from the catalogue (kept until it changes). */
export async function getCatalogueStats(): Promise<TCatalogueStats> {
  return cachedPerCatalogueVersion({ key: 'stats', load: countCatalogue })
}
