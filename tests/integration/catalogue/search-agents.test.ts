import { beforeAll, describe, expect, it } from 'vitest'
import { refreshSearchLexicon } from '../../../server/catalogue/index.ts'
import { createApp } from '../../../server/http/app.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgents } from '../../support/factories/agents.ts'

setupTestDatabase()
const app = createApp()

type SearchBody = { agents: { name: string }[]; total: number; correctedSearch: string | null; searchMatched: 'all' | 'any' | null; facets: Record<string, { value: string; count: number }[]> }

async function search(query: string, extra = ''): Promise<SearchBody> {
  const response = await app.request(`/api/agents?search=${encodeURIComponent(query)}${extra}`)
  expect(response.status, await response.clone().text()).toBe(200)

  return (await response.json()) as SearchBody
}

const names = (body: SearchBody) => body.agents.map((agent) => agent.name)

beforeAll(async () => {
  await createAgents([
    {
      name: 'Contract Review Assistant',
      industry: 'legal',
      category: 'research',
      tags: ['contracts', 'legal'],
      description: 'Reads commercial contracts, flags risky clauses and drafts a plain-language review for small law firms.',
    },
    {
      name: 'Clause Finder',
      industry: 'legal',
      category: 'research',
      tags: ['legal'],
      description: 'Searches case files for precedent and helps a lawyer review a contract against the firm playbook.',
      createdAt: new Date(Date.now() + 60_000),
    },
    {
      name: 'Invoice Chaser',
      industry: 'finance',
      category: 'automation',
      tags: ['invoices'],
      description: 'Sends polite reminders for unpaid invoices and reconciles payments with the ledger every morning.',
    },
    {
      name: 'Lesson Planner',
      industry: 'education',
      category: 'content',
      tags: ['teachers'],
      description: 'Drafts lesson plans and quizzes from a syllabus so teachers can review and adapt them quickly.',
    },
    {
      name: 'AutoGPT Researcher',
      industry: 'general',
      category: 'research',
      source: 'autogpt',
      description: 'An autonomous agent that browses the web and writes research summaries on any topic you give it.',
    },
    {
      name: 'Retired Contract Bot',
      industry: 'legal',
      tags: ['contracts'],
      description: 'Reviewed contracts once; withdrawn from the catalogue and must never appear in any search result.',
      isActive: false,
    },
  ])
  await refreshSearchLexicon()
})

describe('GET /api/agents?search=', () => {
  it('ranks the agent named for the search first, and agents with only some of the words after those with all', async () => {
    const body = await search('contract review')

    // Lesson Planner mentions "review" only: it is found, below both contract agents.
    expect(names(body)).toEqual(['Contract Review Assistant', 'Clause Finder', 'Lesson Planner'])
    expect(body.total).toBe(3)
    expect(body.correctedSearch).toBeNull()
  })

  it('finds legal contract review agents through typos', async () => {
    const body = await search('legl contract reveiw')

    expect(names(body).slice(0, 2)).toEqual(['Contract Review Assistant', 'Clause Finder'])
    expect(body.correctedSearch).toBe('legal contract review')
  })

  it('leaves English stop words and known words alone', async () => {
    const body = await search('which contract review')

    expect(body.correctedSearch).toBeNull()
    expect(names(body).slice(0, 2)).toEqual(['Contract Review Assistant', 'Clause Finder'])
  })

  it('corrects a typo in a single word', async () => {
    const body = await search('invoce')

    expect(names(body)).toEqual(['Invoice Chaser'])
    expect(body.correctedSearch).toBe('invoice')
  })

  it('matches product names by similarity', async () => {
    expect(names(await search('autogtp researcher'))).toContain('AutoGPT Researcher')
  })

  it('matches stemmed words in descriptions, tags and industries', async () => {
    expect(names(await search('teacher quizzes'))).toEqual(['Lesson Planner'])
    expect(names(await search('legal'))).toEqual(expect.arrayContaining(['Contract Review Assistant', 'Clause Finder']))
  })

  it('combines search with filters and counts facets over the matches', async () => {
    const body = await search('review', '&industry=education')

    expect(names(body)).toEqual(['Lesson Planner'])
    expect(body.facets.industry).toEqual([
      { value: 'legal', count: 2 },
      { value: 'education', count: 1 },
    ])
  })

  it('says every word matched when it did', async () => {
    expect((await search('contract review')).searchMatched).toBe('all')
  })

  it('falls back to agents with some of the words when none has them all, best match first', async () => {
    const body = await search('invoice lesson')

    expect(body.searchMatched).toBe('any')
    expect(names(body).sort()).toEqual(['Invoice Chaser', 'Lesson Planner'])
    expect(body.total).toBe(2)
  })

  it('never broadens a search written with operators', async () => {
    const body = await search('invoice -reminders lesson')

    expect(body).toMatchObject({ total: 0, searchMatched: 'all' })
  })

  it('finds nothing for words far from any in the catalogue, and says nothing was corrected', async () => {
    const body = await search('xylophone')

    expect(body).toMatchObject({ agents: [], total: 0, correctedSearch: null })
  })

  it('never returns inactive agents', async () => {
    expect(names(await search('retired contract bot'))).not.toContain('Retired Contract Bot')
  })

  it('sorts search results by another order when asked', async () => {
    const body = await search('contract review', '&sort=newest')

    expect(names(body)[0]).toBe('Clause Finder')
    expect(names(body)).toHaveLength(3)
  })
})
