import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '../../../db/client.ts'
import { createApp } from '../../../server/http/app.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgents } from '../../support/factories/agents.ts'

setupTestDatabase()
const app = createApp()

type Listed = { name: string }
const names = (agents: Listed[]) => agents.map((agent) => agent.name)

async function get<Body>(path: string): Promise<Body> {
  const response = await app.request(path)
  expect(response.status, await response.clone().text()).toBe(200)

  return (await response.json()) as Body
}

describe('an empty catalogue', () => {
  it('has no featured agents and zero stats, with no average rating', async () => {
    expect(await get('/api/agents/featured')).toEqual([])
    expect(await get('/api/stats')).toMatchObject({ totalAgents: 0, ratedAgents: 0, totalRatings: 0, averageRating: null, sources: 0 })
  })
})

describe('with agents', () => {
  beforeAll(async () => {
    const hour = 3_600_000
    await createAgents([
      { name: 'Gold Listing', industry: 'legal', isPremium: true, priorityScore: 500, averageRating: 3, totalRatings: 4, source: 'github', link: 'https://github.com/acme/gold-listing' },
      { name: 'Silver Listing', industry: 'sales', isPremium: true, priorityScore: 100, averageRating: 4.5, totalRatings: 10, premiumUntil: new Date(Date.now() + 24 * hour), source: 'huggingface' },
      { name: 'Bronze Listing', industry: 'sales', isPremium: true, priorityScore: 100, averageRating: 4, totalRatings: 2, source: 'autogpt', priceCents: 900, pricingType: 'paid' },
      { name: 'Lapsed Listing', industry: 'finance', isPremium: true, priorityScore: 900, premiumUntil: new Date(Date.now() - hour), source: 'fastchat' },
      { name: 'Hidden Listing', industry: 'finance', isPremium: true, priorityScore: 900, isActive: false, source: 'github' },
      { name: 'Free Hugging Face', industry: 'education', source: 'huggingface', selfDeployable: false },
      { name: 'Paid Hugging Face', industry: 'education', source: 'huggingface', priceCents: 2_500, pricingType: 'paid' },
      { name: 'FastChat Demo', industry: 'general', source: 'fastchat' },
      {
        name: 'Second Directory',
        industry: 'general',
        source: 'github',
        link: 'https://github.com/acme/second-directory',
        provenance: [{ directory: 'other/list', licence: 'MIT', sourceUrl: 'https://example.org/other', externalId: 'second' }],
      },
    ])
  })

  describe('GET /api/agents/featured', () => {
    it('lists premium agents paid for now, by priority then rating', async () => {
      expect(names(await get<Listed[]>('/api/agents/featured'))).toEqual(['Gold Listing', 'Silver Listing', 'Bronze Listing'])
    })

    it('takes a limit, 6 by default and at most 24', async () => {
      expect(names(await get<Listed[]>('/api/agents/featured?limit=2'))).toEqual(['Gold Listing', 'Silver Listing'])
      expect((await app.request('/api/agents/featured?limit=25')).status).toBe(400)
      expect((await app.request('/api/agents/featured?limit=0')).status).toBe(400)
      expect((await app.request('/api/agents/featured?size=2')).status).toBe(400)
    })

    it('marks them premium in the list', async () => {
      const featured = await get<{ isPremium: boolean }[]>('/api/agents/featured')

      expect(featured.every((agent) => agent.isPremium)).toBe(true)
    })
  })

  describe('GET /api/agents/free', () => {
    it('lists only free agents, with the total and counts per source', async () => {
      const body = await get<{ agents: Listed[]; total: number; sources: { value: string; count: number }[] }>('/api/agents/free?sort=newest&limit=100')

      expect(body.total).toBe(6)
      expect(names(body.agents)).not.toContain('Bronze Listing')
      expect(names(body.agents)).not.toContain('Paid Hugging Face')
      expect(body.sources).toEqual([
        { value: 'fastchat', count: 2 },
        { value: 'github', count: 2 },
        { value: 'huggingface', count: 2 },
      ])
    })

    it('takes the same filters as /api/agents', async () => {
      const body = await get<{ agents: Listed[]; total: number }>('/api/agents/free?industry=education')

      expect(names(body.agents)).toEqual(['Free Hugging Face'])
      expect((await app.request('/api/agents/free?colour=red')).status).toBe(400)
    })
  })

  describe('source shortcuts', () => {
    it.each([
      ['huggingface', ['Silver Listing', 'Free Hugging Face', 'Paid Hugging Face']],
      ['autogpt', ['Bronze Listing']],
      ['fastchat', ['Lapsed Listing', 'FastChat Demo']],
    ])('GET /api/agents/%s lists that source like ?source=', async (source, expected) => {
      const shortcut = await get<{ agents: Listed[]; total: number }>(`/api/agents/${source}`)
      const filtered = await get<{ agents: Listed[]; total: number }>(`/api/agents?source=${source}`)

      expect(names(shortcut.agents)).toEqual(expected)
      expect(shortcut).toEqual(filtered)
    })

    it('takes other filters but not a second source', async () => {
      const body = await get<{ agents: Listed[] }>('/api/agents/huggingface?pricing=free')

      expect(names(body.agents)).toEqual(['Silver Listing', 'Free Hugging Face'])
      expect((await app.request('/api/agents/huggingface?source=github')).status).toBe(400)
    })
  })

  describe('GET /api/stats', () => {
    it('counts the live catalogue', async () => {
      const stats = await get<Record<string, unknown>>('/api/stats')

      expect(stats).toEqual({
        totalAgents: 8,
        industries: [
          { industry: 'education', count: 2, addedRecently: 2 },
          { industry: 'healthcare', count: 0, addedRecently: 0 },
          { industry: 'legal', count: 1, addedRecently: 1 },
          { industry: 'finance', count: 1, addedRecently: 1 },
          { industry: 'hr-recruitment', count: 0, addedRecently: 0 },
          { industry: 'sales', count: 2, addedRecently: 2 },
          { industry: 'customer-service', count: 0, addedRecently: 0 },
          { industry: 'general', count: 2, addedRecently: 2 },
        ],
        // Every factory agent was created just now.
        addedRecently: 8,
        freeAgents: 6,
        premiumAgents: 3,
        sources: 4,
        directories: 2,
        ratedAgents: 3,
        totalRatings: 16,
        // The mean of the rated agents' averages: (3 + 4.5 + 4) / 3.
        averageRating: 3.83,
        // The two GitHub repositories; the others link to web pages (unknown) or say no.
        selfDeployableAgents: 2,
      })
    })

    it('follows changes at once', async () => {
      await db.execute(sql`update agents set total_ratings = 1, average_rating = 5 where name = 'FastChat Demo'`)
      const stats = await get<{ ratedAgents: number; totalRatings: number; averageRating: number }>('/api/stats')

      expect(stats).toMatchObject({ ratedAgents: 4, totalRatings: 17, averageRating: 4.13 })
    })
  })
})
