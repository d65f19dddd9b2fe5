import { describe, expect, it } from 'vitest'
import { loader as ogImageLoader } from '../../../app/routes/agents/og-image.ts'
import { loader as homeLoader } from '../../../app/routes/home.tsx'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgents } from '../../support/factories/agents.ts'

setupTestDatabase()

/** The loaders called the way React Router calls them. */
const args = (url: string, params: Record<string, string> = {}) =>
  ({ request: new Request(`http://localhost${url}`), params, context: { nonce: '' }, unstable_pattern: '' }) as never

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000)

describe('home page figures', () => {
  it('shows the newest agents, best rated only with enough reviews (review-weighted), and growth per industry', async () => {
    await createAgents([
      { name: 'Home Old Favourite', industry: 'legal', averageRating: 4.6, totalRatings: 40, createdAt: daysAgo(300) },
      { name: 'Home One Review', industry: 'legal', averageRating: 5, totalRatings: 1, createdAt: daysAgo(3) },
      { name: 'Home Brand New', industry: 'finance', createdAt: daysAgo(1) },
    ])

    const home = await homeLoader(args('/'))

    expect(home.newest.map((agent) => agent.name).slice(0, 2)).toEqual(['Home Brand New', 'Home One Review'])
    expect(home.bestRated.map((agent) => agent.name)).toEqual(['Home Old Favourite'])
    expect(home.stats.industries).toContainEqual({ industry: 'legal', count: 2, addedRecently: 1 })
    expect(home.stats.industries).toContainEqual({ industry: 'finance', count: 1, addedRecently: 1 })
  })
})

describe('GET /agents/:agentId/og.png', () => {
  it('renders a 1200×630 PNG per agent and answers 404 for an unknown one', async () => {
    const [agent] = await createAgents([{ name: 'Picture Perfect Clerk', description: 'Drafts engagement letters.' }])

    const response = await ogImageLoader(args(`/agents/${agent!.id}/og.png`, { agentId: String(agent!.id) }))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(1, 4)].map((code) => String.fromCharCode(code)).join('')).toBe('PNG')
    const view = new DataView(bytes.buffer)
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630])

    expect((await ogImageLoader(args('/agents/999999/og.png', { agentId: '999999' }))).status).toBe(404)
  })
})
