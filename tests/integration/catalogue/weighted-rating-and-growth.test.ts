import { beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/http/app.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgents } from '../../support/factories/agents.ts'

setupTestDatabase()
const app = createApp()

async function get<Body>(path: string): Promise<Body> {
  const response = await app.request(path)
  expect(response.status, await response.clone().text()).toBe(200)

  return (await response.json()) as Body
}

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000)

beforeAll(async () => {
  await createAgents([
    { name: 'Established Tutor', industry: 'education', averageRating: 4.2, totalRatings: 20, createdAt: daysAgo(200) },
    { name: 'Steady Clerk', industry: 'legal', averageRating: 4.5, totalRatings: 8, createdAt: daysAgo(90) },
    { name: 'One Glowing Review', industry: 'legal', averageRating: 5, totalRatings: 1, createdAt: daysAgo(2) },
    { name: 'One Four Star Review', industry: 'education', averageRating: 4, totalRatings: 1, createdAt: daysAgo(10) },
    { name: 'Never Rated', industry: 'education', averageRating: 0, totalRatings: 0, createdAt: daysAgo(40) },
  ])
})

describe('sort=rating is review-weighted', () => {
  it('keeps agents with one new review below agents with many good reviews, and unrated ones last', async () => {
    const body = await get<{ agents: { name: string }[] }>('/api/agents?sort=rating')

    expect(body.agents.map((agent) => agent.name)).toEqual(['Steady Clerk', 'Established Tutor', 'One Glowing Review', 'One Four Star Review', 'Never Rated'])
  })
})

describe('GET /api/stats growth', () => {
  it('counts agents added in the last 30 days, in all and per industry', async () => {
    const stats = await get<{ addedRecently: number; industries: { industry: string; count: number; addedRecently: number }[] }>('/api/stats')

    expect(stats.addedRecently).toBe(2)
    expect(stats.industries).toContainEqual({ industry: 'legal', count: 2, addedRecently: 1 })
    expect(stats.industries).toContainEqual({ industry: 'education', count: 3, addedRecently: 1 })
    expect(stats.industries).toContainEqual({ industry: 'finance', count: 0, addedRecently: 0 })
  })
})
