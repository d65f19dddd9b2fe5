import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '../../../db/client.ts'
import { createApp } from '../../../server/http/app.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgents, type CreatedAgent } from '../../support/factories/agents.ts'

setupTestDatabase()
const app = createApp()

type ListBody = {
  agents: { id: number; name: string; averageRating: number; priceCents: number; industry: string }[]
  total: number
  facets: Record<string, { value: string; count: number }[]>
}

async function list(query: string): Promise<ListBody> {
  const response = await app.request(`/api/agents${query}`)
  expect(response.status, await response.clone().text()).toBe(200)

  return (await response.json()) as ListBody
}

const names = (body: ListBody) => body.agents.map((agent) => agent.name)

let created: Record<string, CreatedAgent>

beforeAll(async () => {
  const day = (daysAgo: number) => new Date(Date.UTC(2025, 0, 31 - daysAgo))
  const rows = await createAgents([
    { name: 'Contract Clerk', industry: 'legal', category: 'research', difficulty: 'beginner', source: 'github', averageRating: 4.8, totalRatings: 20, stars: 900, createdAt: day(5), selfDeployable: true, deploymentComplexity: 'easy', infrastructureNeeded: 'docker' },
    { name: 'Case Digest', industry: 'legal', category: 'content', difficulty: 'advanced', source: 'huggingface', averageRating: 4.4, totalRatings: 60, likes: 40, createdAt: day(1), selfDeployable: false, priceCents: 4_900, pricingType: 'paid', apiSource: 'openai' },
    { name: 'Ledger Helper', industry: 'finance', category: 'analytics', difficulty: 'intermediate', source: 'github', averageRating: 3.2, totalRatings: 5, stars: 5_000, createdAt: day(3), priceCents: 20_000, pricingType: 'paid', infrastructureNeeded: 'docker' },
    { name: 'Tutor Bot', industry: 'education', category: 'assistant', difficulty: 'beginner', source: 'flowise', averageRating: 0, totalRatings: 0, createdAt: day(2), priceCents: 25_000, pricingType: 'subscription' },
    { name: 'Clinic Desk', industry: 'healthcare', category: 'support', difficulty: 'intermediate', source: 'autogpt', averageRating: 2.5, totalRatings: 2, stars: 30, createdAt: day(4), priceCents: 5_000, pricingType: 'paid' },
    { name: 'Premium Counsel', industry: 'legal', category: 'assistant', difficulty: 'intermediate', source: 'github', averageRating: 3.0, totalRatings: 1, isPremium: true, priorityScore: 300, createdAt: day(6) },
    { name: 'Dead Link Lawyer', industry: 'legal', category: 'assistant', difficulty: 'intermediate', source: 'github', averageRating: 5, totalRatings: 50, linkStatus: 'dead', createdAt: day(7) },
    { name: 'Withdrawn Agent', industry: 'legal', category: 'assistant', source: 'github', averageRating: 5, totalRatings: 99, isActive: false },
  ])
  created = Object.fromEntries(rows.map((row) => [row.name, row]))
})

describe('GET /api/agents', () => {
  it('lists active agents in the default ranking: premium first, dead links last, then by rating', async () => {
    const body = await list('')

    expect(body.total).toBe(7)
    expect(names(body)).toEqual([
      'Premium Counsel',
      'Contract Clerk',
      'Case Digest',
      'Ledger Helper',
      'Clinic Desk',
      'Tutor Bot',
      'Dead Link Lawyer',
    ])
    expect(names(body)).not.toContain('Withdrawn Agent')
  })

  it('answers each agent in camelCase with its card fields', async () => {
    const body = await list('?search=contract clerk')
    const agent = body.agents.find((candidate) => candidate.name === 'Contract Clerk')

    expect(agent).toMatchObject({
      id: created['Contract Clerk']!.id,
      industry: 'legal',
      category: 'research',
      difficulty: 'beginner',
      source: 'github',
      averageRating: 4.8,
      totalRatings: 20,
      priceCents: 0,
      pricingType: 'free',
      isPremium: false,
      selfDeployable: true,
      deploymentComplexity: 'easy',
      infrastructureNeeded: 'docker',
      stars: 900,
      linkStatus: 'unknown',
      isArchived: false,
    })
  })

  it.each([
    ['useCase=legal', ['Premium Counsel', 'Contract Clerk', 'Case Digest', 'Dead Link Lawyer']],
    ['industry=finance', ['Ledger Helper']],
    ['category=assistant', ['Premium Counsel', 'Tutor Bot', 'Dead Link Lawyer']],
    ['difficulty=beginner', ['Contract Clerk', 'Tutor Bot']],
    ['source=huggingface', ['Case Digest']],
    // Tutor Bot is a Flowise template: its facts are derived (easy, Docker); the others' links are web pages (unknown).
    ['deploymentComplexity=easy', ['Contract Clerk', 'Tutor Bot']],
    ['infrastructureNeeded=docker', ['Contract Clerk', 'Ledger Helper', 'Tutor Bot']],
    ['selfDeployable=true', ['Contract Clerk', 'Tutor Bot']],
    ['selfDeployable=false', ['Case Digest']],
    ['selfDeployable=unknown', ['Premium Counsel', 'Ledger Helper', 'Clinic Desk', 'Dead Link Lawyer']],
    ['apiSource=openai', ['Case Digest']],
    ['premium=true', ['Premium Counsel']],
    ['premium=false', ['Contract Clerk', 'Case Digest', 'Ledger Helper', 'Clinic Desk', 'Tutor Bot', 'Dead Link Lawyer']],
    ['pricingType=subscription', ['Tutor Bot']],
    ['rating=5', ['Contract Clerk', 'Dead Link Lawyer']],
    ['rating=4', ['Contract Clerk', 'Case Digest', 'Dead Link Lawyer']],
    ['rating=3', ['Premium Counsel', 'Contract Clerk', 'Case Digest', 'Ledger Helper', 'Dead Link Lawyer']],
    ['pricing=free', ['Premium Counsel', 'Contract Clerk', 'Dead Link Lawyer']],
    ['pricing=affordable', ['Case Digest', 'Ledger Helper', 'Clinic Desk']],
    ['pricing=premium', ['Tutor Bot']],
    ['priceRange=free', ['Premium Counsel', 'Contract Clerk', 'Dead Link Lawyer']],
    ['priceRange=under-50', ['Case Digest']],
    ['priceRange=50-200', ['Ledger Helper', 'Clinic Desk']],
    ['priceRange=over-200', ['Tutor Bot']],
    ['useCase=legal&difficulty=advanced', ['Case Digest']],
    ['useCase=legal&pricing=affordable', ['Case Digest']],
    ['industry=education&rating=1', []],
  ])('filters by %s', async (query, expected) => {
    const body = await list(`?${query}`)

    expect(names(body)).toEqual(expected)
    expect(body.total).toBe(expected.length)
  })

  it.each([
    // Review-weighted (server/catalogue/weighted-rating.ts): one 3-star review (3.42) sits above five at 3.2 (3.35).
    ['rating', ['Dead Link Lawyer', 'Contract Clerk', 'Case Digest', 'Premium Counsel', 'Ledger Helper', 'Clinic Desk', 'Tutor Bot']],
    ['newest', ['Case Digest', 'Tutor Bot', 'Ledger Helper', 'Clinic Desk', 'Contract Clerk', 'Premium Counsel', 'Dead Link Lawyer']],
    ['reviews', ['Case Digest', 'Dead Link Lawyer', 'Contract Clerk', 'Ledger Helper', 'Clinic Desk', 'Premium Counsel', 'Tutor Bot']],
  ])('sorts by %s', async (sort, expected) => {
    expect(names(await list(`?sort=${sort}`))).toEqual(expected)
  })

  it('sorts by popularity: GitHub stars or Hugging Face likes, agents without either last', async () => {
    const body = await list('?sort=popularity')

    expect(names(body).slice(0, 4)).toEqual(['Ledger Helper', 'Contract Clerk', 'Case Digest', 'Clinic Desk'])
    expect(body.total).toBe(7)
  })

  it('pages with limit and offset without overlap', async () => {
    const first = await list('?sort=newest&limit=3')
    const second = await list('?sort=newest&limit=3&offset=3')
    const beyond = await list('?sort=newest&limit=3&offset=30')

    expect(first.agents).toHaveLength(3)
    expect(second.agents).toHaveLength(3)
    expect(new Set([...names(first), ...names(second)]).size).toBe(6)
    expect(first.total).toBe(7)
    expect(beyond).toMatchObject({ agents: [], total: 7 })
  })

  it('counts facets that follow the other filters but not their own', async () => {
    const body = await list('?useCase=legal&difficulty=intermediate')

    expect(body.total).toBe(2)
    // The industry facet ignores the industry filter: it shows what choosing another industry gives.
    expect(body.facets.industry).toEqual([
      { value: 'legal', count: 2 },
      { value: 'finance', count: 1 },
      { value: 'healthcare', count: 1 },
    ])
    expect(body.facets.difficulty).toEqual([
      { value: 'intermediate', count: 2 },
      { value: 'advanced', count: 1 },
      { value: 'beginner', count: 1 },
    ])
    expect(body.facets.category).toEqual([{ value: 'assistant', count: 2 }])
    expect(body.facets.source).toEqual([{ value: 'github', count: 2 }])
    expect(body.facets.pricingType).toEqual([{ value: 'free', count: 2 }])
  })

  it('counts facets over the whole active catalogue without filters', async () => {
    const body = await list('')
    const total = (facet: string) => body.facets[facet]!.reduce((sum, entry) => sum + entry.count, 0)

    for (const facet of ['industry', 'category', 'difficulty', 'source', 'pricingType']) expect(total(facet)).toBe(7)
    expect(body.facets.pricingType).toContainEqual({ value: 'paid', count: 3 })
  })

  it('sees catalogue changes at once, counts included', async () => {
    expect((await list('?industry=finance')).total).toBe(1)

    await db.execute(sql`update agents set is_active = false where id = ${created['Ledger Helper']!.id}`)
    const after = await list('?industry=finance')
    await db.execute(sql`update agents set is_active = true where id = ${created['Ledger Helper']!.id}`)

    expect(after).toMatchObject({ agents: [], total: 0 })
    expect((await list('?industry=finance')).total).toBe(1)
  })

  it('accepts empty parameters as no filter and the spec spelling customer_service', async () => {
    expect((await list('?industry=&rating=&search=')).total).toBe(7)
    expect((await list('?useCase=customer_service')).total).toBe(0)
  })

  it.each([
    ['colour=red', 'colour'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=ten', 'limit'],
    ['offset=-1', 'offset'],
    ['rating=6', 'rating'],
    ['pricing=cheap', 'pricing'],
    ['priceRange=10-20', 'priceRange'],
    ['sort=name', 'sort'],
    ['industry=mining', 'industry'],
    ['selfDeployable=yes', 'selfDeployable'],
    ['industry=legal&industry=finance', 'industry'],
  ])('answers 400 naming the parameter for %s', async (query, parameter) => {
    const response = await app.request(`/api/agents?${query}`)
    const body = (await response.json()) as { error: { code: string; message: string } }

    expect(response.status).toBe(400)
    expect(body.error.code).toBe('BAD_REQUEST')
    expect(body.error.message).toContain(parameter)
  })
})
