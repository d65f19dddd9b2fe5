import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '../../../db/client.ts'
import { applyDataFixes, SEARCH_PHRASES_FIX } from '../../../db/data-fixes.ts'
import { readSearchPhrases } from '../../../db/seed/search-phrases.ts'
import { createApp } from '../../../server/http/app.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgents } from '../../support/factories/agents.ts'

setupTestDatabase()
const app = createApp()

type SearchBody = { agents: { name: string }[]; total: number; correctedSearch?: string | null }

async function search(query: string): Promise<SearchBody> {
  const response = await app.request(`/api/agents?search=${encodeURIComponent(query)}`)
  expect(response.status, await response.clone().text()).toBe(200)

  return (await response.json()) as SearchBody
}
const ranked = async (query: string) => (await search(query)).agents.map((agent) => agent.name)

beforeAll(async () => {
  await createAgents([
    {
      name: 'Sales Brief',
      industry: 'sales',
      description: 'Surfaces top and bottom sellers and produces a content brief to push winners and clear slow movers.',
      searchPhrases: ['which products sell best and which are gathering dust', 'what is flying off the shelves'],
    },
    { name: 'Dust Sensor Monitor', industry: 'general', description: 'Reads dust and air quality sensors in a warehouse.' },
    { name: 'Shelf Label Printer', industry: 'general', description: 'Prints price labels for the shelves of a shop.' },
    {
      name: 'Invoice Chase',
      industry: 'finance',
      description: 'Drafts overdue-invoice reminder emails from QuickBooks data.',
      searchPhrases: ['customers who owe us money'],
    },
  ])
})

describe('search phrases: how people would ask for an agent', () => {
  it('finds an agent by words only its search phrases use', async () => {
    // No agent's name, tags or description says "owe"; Invoice Chase's phrases do.
    expect(await ranked('who owes us money')).toEqual(['Invoice Chase'])
  })

  it('does not correct a word the phrases use as if it were a typo', async () => {
    expect((await search('owes')).correctedSearch ?? null).toBeNull()
  })

  it("ranks the agent whose phrases say the whole request above agents matching one word in their own text", async () => {
    const names = await ranked('products gathering dust on the shelves')
    expect(names[0]).toBe('Sales Brief')
    expect(names).toEqual(expect.arrayContaining(['Dust Sensor Monitor', 'Shelf Label Printer']))
  })

  it('gives a database seeded before this version of the phrases the shipped ones once, leaving locked and other agents alone', async () => {
    const shipped = Object.entries(await readSearchPhrases())
    const [link, phrases] = shipped[0]!
    const [clearedLink] = shipped[1]!
    const [own] = await createAgents([{ name: 'Seeded Earlier', link, description: 'An agent stored before this version of the phrases.', searchPhrases: ['an earlier shipped phrase'] }])
    await createAgents([{ name: 'Has Its Own', description: 'An agent whose phrases were set by hand.', searchPhrases: ['my own words'] }])
    // Its admin or owner emptied the phrases: locked, so they stay empty.
    await createAgents([{ name: 'Cleared By Hand', link: clearedLink, description: 'An agent whose phrases a person removed.', lockedFields: ['searchPhrases'] }])
    await db.execute(sql`delete from applied_data_fixes where name = ${SEARCH_PHRASES_FIX}`)

    expect(await db.transaction((tx) => applyDataFixes(tx))).toEqual([SEARCH_PHRASES_FIX])
    const stored = await db.execute(sql`select name, search_phrases from agents where name in ('Seeded Earlier', 'Has Its Own', 'Cleared By Hand') order by name`)
    expect(stored.rows).toEqual([
      { name: 'Cleared By Hand', search_phrases: [] },
      { name: 'Has Its Own', search_phrases: ['my own words'] },
      { name: 'Seeded Earlier', search_phrases: phrases },
    ])
    expect(own).toBeDefined()
    expect(await db.transaction((tx) => applyDataFixes(tx))).toEqual([])
  })
})
