import { sql, type SQL } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createSyntheticAgents } from '../../../bench/synthetic-agents.ts'
import { db } from '../../../db/client.ts'
import { agents } from '../../../db/schema/index.ts'
import { buildAgentConditions } from '../../../server/catalogue/agent-conditions.ts'
import { agentOrder } from '../../../server/catalogue/agent-order.ts'
import { FACET_NAMES, ZFindAgentsQuery, type TFindAgentsQuery } from '../../../server/catalogue/find-agents.schemas.ts'
import { findAgents, findFreeAgents, watchCatalogueChanges } from '../../../server/catalogue/index.ts'
import { insertAgents } from '../../../server/catalogue/insert-agents.ts'
import { setupTestDatabase } from '../../support/database.ts'

setupTestDatabase()

/**
 * Lists are answered from an in-process index (decision 036). What the SQL over the table says,
 * for the same filters and order, is the reference: the same agents in the same order, the same
 * total and the same facet counts.
 */
async function listBySql(query: TFindAgentsQuery, scope: SQL[] = []) {
  const filters = ZFindAgentsQuery.parse(query)
  const conditions = buildAgentConditions({ filters, scope, searchMatch: null })
  const page = await db
    .select({ id: agents.id })
    .from(agents)
    .where(conditions.all)
    .orderBy(...agentOrder({ sort: filters.sort, searchRank: null }))
    .limit(filters.limit)
    .offset(filters.offset)
  const [counted] = (await db.execute(sql`select count(*)::int as total from ${agents} where ${conditions.all}`)).rows as { total: number }[]
  const facets: Record<string, { value: string; count: number }[]> = {}
  for (const facet of FACET_NAMES) {
    const column = sql.identifier(facet === 'pricingType' ? 'pricing_type' : facet)
    const rows = (await db.execute(sql`select ${column} as value, count(*)::int as count from ${agents} where ${conditions.exceptFacet(facet)} group by 1`)).rows as { value: string; count: number }[]
    facets[facet] = rows.sort((left, right) => right.count - left.count || left.value.localeCompare(right.value))
  }

  return { ids: page.map((row) => row.id), total: counted!.total, facets }
}

beforeAll(async () => {
  await insertAgents({ drafts: createSyntheticAgents(400, 7) })
  // Ratings that tie on the review-weighted score (3.5 stars weighs 3.5 whatever the count), equal
  // creation times, premium placements paid for and ended, dead links, archived and withdrawn agents.
  await db.execute(sql`update agents set average_rating = (1 + (id * 37 % 400) / 100.0)::numeric(3,2), total_ratings = id % 7 where id % 3 = 0`)
  await db.execute(sql`update agents set average_rating = 3.5, total_ratings = 1 + id % 4 where id % 11 = 0`)
  await db.execute(sql`update agents set created_at = '2025-03-01T10:00:00.123456Z' where id % 5 = 0`)
  await db.execute(sql`update agents set is_premium = true, priority_score = id % 3, premium_until = case when id % 2 = 0 then now() + interval '1 day' else now() - interval '1 day' end where id % 17 = 0`)
  await db.execute(sql`update agents set link_status = 'dead' where id % 13 = 0`)
  await db.execute(sql`update agents set is_archived = true where id % 19 = 0`)
  await db.execute(sql`update agents set api_source = case when id % 2 = 0 then 'OpenAI' else 'anthropic' end where id % 6 = 0`)
  await db.execute(sql`update agents set is_active = false where id % 23 = 0`)
  // Deployment facts the sources do not state are stored as null (decision 030).
  await db.execute(sql`update agents set self_deployable = case when id % 2 = 0 then null else false end where id % 9 = 0`)
})

const QUERIES: TFindAgentsQuery[] = [
  {},
  { offset: '48' },
  { sort: 'rating' },
  { sort: 'rating', offset: '24', limit: '50' },
  { sort: 'newest', offset: '72' },
  { sort: 'reviews' },
  { sort: 'popularity', offset: '10' },
  { useCase: 'legal', difficulty: 'beginner', sort: 'rating' },
  { industry: 'finance', category: 'analytics', source: 'github', difficulty: 'advanced' },
  // Counted over the two rarest wanted values' agents only (decision 046): two values of one facet, and a non-facet filter beside two facets.
  { useCase: 'legal', industry: 'finance', difficulty: 'beginner' },
  { category: 'analytics', pricingType: 'free', rating: '3', sort: 'newest' },
  { pricing: 'free', rating: '4' },
  { rating: '5' },
  { priceRange: '50-200', pricingType: 'paid' },
  { premium: 'true' },
  { premium: 'false', sort: 'newest' },
  { linkStatus: 'working' },
  { linkStatus: 'dead' },
  { linkStatus: 'archived' },
  { apiSource: 'openai' },
  { selfDeployable: 'false', deploymentComplexity: 'hard', infrastructureNeeded: 'docker' },
  { selfDeployable: 'true' },
  { selfDeployable: 'false' },
  { selfDeployable: 'unknown', sort: 'rating' },
  { apiSource: 'nobody-calls-this' },
]

describe('lists from the in-process index', () => {
  it.each(QUERIES.map((query) => [JSON.stringify(query), query] as const))('match the SQL over the table for %s', async (_, query) => {
    const listed = await findAgents(query)
    const reference = await listBySql(query)

    expect(listed.agents.map((agent) => agent.id)).toEqual(reference.ids)
    expect(listed.total).toBe(reference.total)
    expect(listed.facets).toEqual(reference.facets)
  })

  it('match the SQL for the free agents', async () => {
    const query = { sort: 'rating', industry: 'legal' } as const
    const listed = await findFreeAgents(query)
    const reference = await listBySql(query, [sql`${agents.priceCents} = 0`])

    expect(listed.agents.map((agent) => agent.id)).toEqual(reference.ids)
    expect(listed.total).toBe(reference.total)
    expect(listed.facets).toEqual(reference.facets)
  })

  // The server listens for catalogue changes; then the version is the count of changes heard, read without a query (decision 043).
  it.each([
    ['reading the version from the database', false],
    ['while the process listens for catalogue changes', true],
  ])('see a change to the catalogue on the next list, %s', async (_, isListening) => {
    if (isListening) await watchCatalogueChanges().ready
    const before = await findAgents({ sort: 'rating' })
    const [first] = before.agents
    await db.execute(sql`update agents set is_active = false where id = ${first!.id}`)
    const after = await findAgents({ sort: 'rating' })

    expect(after.total).toBe(before.total - 1)
    expect(after.agents.map((agent) => agent.id)).not.toContain(first!.id)
    expect(after.agents.map((agent) => agent.id)).toEqual((await listBySql({ sort: 'rating' })).ids)
  })
})
