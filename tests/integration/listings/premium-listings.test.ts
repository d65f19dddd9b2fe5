import { describe, expect, it } from 'vitest'
import { findPremiumGrants } from '../../../server/placement/index.ts'
import { createApp } from '../../../server/http/app.ts'
import { SUBSCRIPTION_REQUIRED_MESSAGE } from '../../../server/listings/index.ts'
import { apiRequest, createUser, sessionCookieFor } from '../../support/auth.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgent } from '../../support/factories/agents.ts'
import { createBuilder, useActiveSubscription } from './support.ts'

setupTestDatabase()
const app = createApp()

type Listing = { id: number; agentId: number; isPremium: boolean; priorityScore: number; featuredUntil: string | null; createdAt: string; views: number; clicks: number; contacts: number }

describe('GET /api/premium/listings', () => {
  it('lists every agent the builder owns with the spec’s read fields', async () => {
    const builder = await createBuilder({ name: 'Listing Reader Agent' })
    await createAgent({ name: 'Somebody else’s agent' })
    const response = await apiRequest(app, '/api/premium/listings', { cookie: builder.cookie })
    const { listings } = (await response.json()) as { listings: Listing[] }

    expect(response.status).toBe(200)
    expect(listings).toEqual([
      expect.objectContaining({ id: builder.agent.id, agentId: builder.agent.id, isPremium: false, featuredUntil: null, views: 0, clicks: 0, contacts: 0, createdAt: expect.any(String) }),
    ])
  })

  it('is for builders: 401 for visitors, 403 for members and admins who own nothing', async () => {
    expect((await apiRequest(app, '/api/premium/listings')).status).toBe(401)
    const member = await apiRequest(app, '/api/premium/listings', { cookie: await sessionCookieFor(await createUser()) })
    expect(member.status).toBe(403)
    expect((await member.json()).error.message).toMatch(/for builders/)
    expect((await apiRequest(app, '/api/premium/listings', { cookie: await sessionCookieFor(await createUser({ role: 'admin' })) })).status).toBe(403)
  })
})

describe('POST /api/premium/listings', () => {
  it('refuses without an active Premium Listing subscription (402, pointing to /premium/subscribe) and grants nothing', async () => {
    const builder = await createBuilder()
    const response = await apiRequest(app, '/api/premium/listings', { method: 'POST', cookie: builder.cookie, body: { agentId: builder.agent.id } })

    expect(response.status).toBe(402)
    expect((await response.json()).error.message).toBe(SUBSCRIPTION_REQUIRED_MESSAGE)
    expect(await findPremiumGrants({ agentId: builder.agent.id })).toEqual([])
  })

  it('creates a premium listing (priority default 100, featuredUntil null: until the paid period ends), then edits it', async () => {
    const builder = await createBuilder()
    const { currentPeriodEnd } = useActiveSubscription([builder.user.id])
    const created = await apiRequest(app, '/api/premium/listings', { method: 'POST', cookie: builder.cookie, body: { agentId: builder.agent.id, featuredUntil: null } })
    const body = (await created.json()) as { message: string; listing: Listing }

    expect(created.status).toBe(201)
    expect(body.message).toBe('Premium listing created successfully')
    expect(body.listing).toMatchObject({ agentId: builder.agent.id, isPremium: true, priorityScore: 100, featuredUntil: currentPeriodEnd.toISOString() })
    expect(await findPremiumGrants({ agentId: builder.agent.id, activeOnly: true })).toEqual([expect.objectContaining({ source: 'subscription', tier: 'listing', grantedByUserId: builder.user.id })])

    const featuredUntil = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
    const edited = await apiRequest(app, '/api/premium/listings', { method: 'POST', cookie: builder.cookie, body: { agentId: builder.agent.id, priorityScore: 700, featuredUntil } })

    expect(edited.status).toBe(200)
    expect((await edited.json()).listing).toMatchObject({ priorityScore: 700, featuredUntil: `${featuredUntil}T23:59:59.999Z` })
    expect(await findPremiumGrants({ agentId: builder.agent.id, activeOnly: true })).toHaveLength(1)
  })

  it('refuses bad input with field messages, another builder’s agent with 403, a past date with 422', async () => {
    const builder = await createBuilder()
    const other = await createBuilder()
    useActiveSubscription([builder.user.id])
    const send = (body: unknown) => apiRequest(app, '/api/premium/listings', { method: 'POST', cookie: builder.cookie, body })

    const noAgent = await send({ priorityScore: 5 })
    expect(noAgent.status).toBe(400)
    expect((await noAgent.json()).error.message).toMatch(/agentId/)
    expect((await send({ agentId: builder.agent.id, priorityScore: 1001 })).status).toBe(400)
    expect((await send({ agentId: builder.agent.id, featuredUntil: 'next week' })).status).toBe(400)
    expect((await send({ agentId: other.agent.id })).status).toBe(403)
    expect((await send({ agentId: builder.agent.id, featuredUntil: '2020-01-01' })).status).toBe(422)
    expect(await findPremiumGrants({ agentId: builder.agent.id })).toEqual([])
    expect(await findPremiumGrants({ agentId: other.agent.id })).toEqual([])
  })
})

describe('DELETE /api/premium/listings/{id}', () => {
  it('ends the premium listing; the agent stays the builder’s listing', async () => {
    const builder = await createBuilder()
    useActiveSubscription([builder.user.id])
    await apiRequest(app, '/api/premium/listings', { method: 'POST', cookie: builder.cookie, body: { agentId: builder.agent.id } })
    const deleted = await apiRequest(app, `/api/premium/listings/${builder.agent.id}`, { method: 'DELETE', cookie: builder.cookie })

    expect(deleted.status).toBe(200)
    expect(await deleted.json()).toMatchObject({ message: 'Listing deleted successfully', listing: { agentId: builder.agent.id, isPremium: false } })
    const { listings } = (await (await apiRequest(app, '/api/premium/listings', { cookie: builder.cookie })).json()) as { listings: Listing[] }
    expect(listings.map((listing) => listing.agentId)).toEqual([builder.agent.id])
    expect((await apiRequest(app, `/api/premium/listings/${builder.agent.id}`, { method: 'DELETE', cookie: builder.cookie })).status).toBe(404)
  })

  it('refuses another builder’s listing (403) and leaves it premium', async () => {
    const owner = await createBuilder()
    const intruder = await createBuilder()
    useActiveSubscription([owner.user.id])
    await apiRequest(app, '/api/premium/listings', { method: 'POST', cookie: owner.cookie, body: { agentId: owner.agent.id } })

    expect((await apiRequest(app, `/api/premium/listings/${owner.agent.id}`, { method: 'DELETE', cookie: intruder.cookie })).status).toBe(403)
    expect(await findPremiumGrants({ agentId: owner.agent.id, activeOnly: true })).toHaveLength(1)
  })
})
