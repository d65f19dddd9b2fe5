import { describe, expect, it } from 'vitest'
import { readCatalogueVersion } from '../../../server/catalogue/read-catalogue-version.ts'
import { buildSearchIndex } from '../../../server/catalogue/search/build-search-index.ts'
import { parseSearchQuery } from '../../../server/catalogue/search/parse-search-query.ts'
import { rankSearchMatches } from '../../../server/catalogue/search/rank-search-matches.ts'
import { rankWarmUpSearches } from '../../../server/catalogue/search/warm-up-ranking.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgents } from '../../support/factories/agents.ts'

setupTestDatabase()

describe('the ranking warm-up after an index build (decision 061)', () => {
  it('leaves the next search ranked exactly as it would have been', async () => {
    await createAgents([
      { name: 'Contract Review Assistant', description: 'Reviews contracts for a law firm and flags risky clauses.' },
      { name: 'Research Email Summariser', description: 'Summarises research emails every morning.' },
      { name: 'Clinic Appointment Reminder', description: 'Reminds dental clinic patients of their appointments.' },
      { name: 'Invoice Chaser', description: 'Chases unpaid invoices politely.' },
    ])
    const index = await buildSearchIndex(await readCatalogueVersion())
    const ranked = () => {
      const { positions, scores } = rankSearchMatches(index, parseSearchQuery('contract review for my clinic', index))

      return [...positions].map((position) => [position, scores[position]])
    }
    const cold = ranked()
    expect(cold.length).toBeGreaterThan(1)

    rankWarmUpSearches(index)

    expect(ranked()).toEqual(cold)
  })
})
