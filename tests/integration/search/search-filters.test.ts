import { beforeAll, describe, expect, it } from 'vitest'
import { findAgents } from '../../../server/catalogue/index.ts'
import { LINK_STATUS_FILTERS, PRICE_RANGES, PRICING_FILTERS, RATING_FILTERS, type TFindAgentsQuery } from '../../../server/catalogue/find-agents.schemas.ts'
import { DEPLOYMENT_COMPLEXITIES, DIFFICULTIES, INFRASTRUCTURES, PRICING_TYPES } from '../../../server/shared/taxonomy.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgents, type AgentOverrides } from '../../support/factories/agents.ts'

setupTestDatabase()

const INDUSTRIES = ['legal', 'finance', 'general'] as const
const LINKS = ['ok', 'unknown', 'dead'] as const

/** Agents that vary on every filtered column; two in three mention the searched word. */
function variedAgents(): AgentOverrides[] {
  return Array.from({ length: 36 }, (_, number) => ({
    name: `Agent ${number}`,
    description: number % 3 === 2 ? 'Plans meetings for a busy office manager.' : `Keeps the ledger tidy, case ${number}.`,
    industry: INDUSTRIES[number % 3],
    category: number % 2 ? 'automation' : 'data',
    difficulty: DIFFICULTIES[number % 3],
    source: number % 4 ? 'github' : 'n8n',
    pricingType: PRICING_TYPES[number % 4],
    priceCents: [0, 2_500, 10_000, 50_000][number % 4],
    deploymentComplexity: DEPLOYMENT_COMPLEXITIES[number % 3],
    infrastructureNeeded: INFRASTRUCTURES[number % 4],
    selfDeployable: number % 2 === 0,
    isPremium: number % 5 === 0,
    premiumUntil: number % 10 === 5 ? new Date(Date.now() - 86_400_000) : null,
    averageRating: (number % 5) + 0.6,
    totalRatings: number,
    linkStatus: LINKS[number % 3],
    isArchived: number % 7 === 0,
    apiSource: number % 2 ? 'OpenAI' : 'anthropic',
  }))
}

const FILTERS: Record<string, readonly string[]> = {
  industry: INDUSTRIES,
  useCase: INDUSTRIES,
  category: ['automation', 'data'],
  difficulty: DIFFICULTIES,
  source: ['github', 'n8n'],
  pricingType: PRICING_TYPES,
  deploymentComplexity: DEPLOYMENT_COMPLEXITIES,
  infrastructureNeeded: INFRASTRUCTURES,
  selfDeployable: ['true', 'false'],
  premium: ['true', 'false'],
  rating: RATING_FILTERS,
  pricing: PRICING_FILTERS,
  priceRange: PRICE_RANGES,
  apiSource: ['openai', 'Anthropic'],
  linkStatus: LINK_STATUS_FILTERS,
}

async function idsOf(query: TFindAgentsQuery) {
  const result = await findAgents({ ...query, limit: 100 })

  return { ids: result.agents.map((agent) => agent.id).sort((left, right) => left - right), total: result.total }
}

beforeAll(async () => {
  await createAgents(variedAgents())
})

describe('every filter combined with a search', () => {
  it('gives the searched agents that the same filter gives without a search', async () => {
    const searched = new Set((await idsOf({ search: 'ledger' })).ids)
    expect(searched.size).toBe(24)
    for (const [filter, values] of Object.entries(FILTERS)) {
      for (const value of values) {
        const filtered = await idsOf({ [filter]: value })
        const expected = filtered.ids.filter((id) => searched.has(id))
        const actual = await idsOf({ search: 'ledger', [filter]: value })
        expect(actual.ids, `${filter}=${value}`).toEqual(expected)
        expect(actual.total, `${filter}=${value}`).toBe(expected.length)
      }
    }
  })

  it('combines two filters the way the list without a search does', async () => {
    const searched = new Set((await idsOf({ search: 'ledger' })).ids)
    const filtered = await idsOf({ linkStatus: 'working', pricing: 'free', industry: 'legal' })
    const actual = await idsOf({ search: 'ledger', linkStatus: 'working', pricing: 'free', industry: 'legal' })

    expect(actual.ids).toEqual(filtered.ids.filter((id) => searched.has(id)))
  })
})
