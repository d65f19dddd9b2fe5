import { describe, expect, it } from 'vitest'
import { findAuditEvents } from '../../../server/audit/index.ts'
import { createApp } from '../../../server/http/app.ts'
import { findPremiumGrants, grantPremium } from '../../../server/placement/index.ts'
import { apiRequest, createUser, sessionCookieFor } from '../../support/auth.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgent } from '../../support/factories/agents.ts'

setupTestDatabase()
const app = createApp()
const DAY = 86_400_000

async function adminCookie() {
  const admin = await createUser({ role: 'admin' })

  return { admin, cookie: await sessionCookieFor(admin) }
}

describe('PUT /api/agents/{id}/premium', () => {
  it('makes an agent premium with a manual grant marked as the admin’s, ending on the given date, and shows it featured', async () => {
    const { admin, cookie } = await adminCookie()
    const agent = await createAgent({ name: 'Manual Premium Agent' })
    const endsAt = new Date(Date.now() + 10 * DAY)

    const response = await apiRequest(app, `/api/agents/${agent.id}/premium`, { method: 'PUT', cookie, body: { isPremium: true, endsAt: endsAt.toISOString(), priorityScore: 300 } })

    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ agentId: agent.id, isPremium: true, premiumTier: 'admin', manualGrant: { endsAt: endsAt.toISOString(), priorityScore: 300 }, paidGrants: 0 })
    const [grant] = await findPremiumGrants({ agentId: agent.id })
    expect(grant).toMatchObject({ source: 'admin', grantedByUserId: admin.id, endsAt })
    const featured = await (await apiRequest(app, '/api/agents/featured')).json()
    expect(featured.map((entry: { id: number }) => entry.id)).toContain(agent.id)
  })

  it('defaults to 30 days and removing premium ends only the manual grant, never a paid one', async () => {
    const { cookie } = await adminCookie()
    const agent = await createAgent()
    await grantPremium({ agentId: agent.id, source: 'subscription', tier: 'listing', endsAt: new Date(Date.now() + 20 * DAY), reference: 'sub_paid' })

    const made = await (await apiRequest(app, `/api/agents/${agent.id}/premium`, { method: 'PUT', cookie, body: { isPremium: true } })).json()
    const days = (new Date(made.manualGrant.endsAt).getTime() - Date.now()) / DAY
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThanOrEqual(30)

    const removed = await apiRequest(app, `/api/agents/${agent.id}/premium`, { method: 'PUT', cookie, body: { isPremium: false } })
    expect(removed.status).toBe(200)
    expect(await removed.json()).toMatchObject({ isPremium: true, manualGrant: null, paidGrants: 1, premiumTier: 'listing' })
  })

  it('refuses bad input with a clear message and changes nothing', async () => {
    const { cookie } = await adminCookie()
    const agent = await createAgent()

    const past = await apiRequest(app, `/api/agents/${agent.id}/premium`, { method: 'PUT', cookie, body: { isPremium: true, endsAt: '2020-01-01' } })
    const missing = await apiRequest(app, `/api/agents/${agent.id}/premium`, { method: 'PUT', cookie, body: {} })
    const priority = await apiRequest(app, `/api/agents/${agent.id}/premium`, { method: 'PUT', cookie, body: { isPremium: true, priorityScore: 5000 } })
    const unknown = await apiRequest(app, '/api/agents/999999/premium', { method: 'PUT', cookie, body: { isPremium: true } })

    expect(past.status).toBe(400)
    expect((await past.json()).error.message).toMatch(/end date must be in the future/)
    expect(missing.status).toBe(400)
    expect(priority.status).toBe(400)
    expect((await priority.json()).error.message).toMatch(/0 to 1000/)
    expect(unknown.status).toBe(404)
    expect(await findPremiumGrants({ agentId: agent.id })).toEqual([])
  })

  it('records who toggled what, with the state before and after', async () => {
    const { admin, cookie } = await adminCookie()
    const agent = await createAgent({ name: 'Audited Premium Agent' })
    await apiRequest(app, `/api/agents/${agent.id}/premium`, { method: 'PUT', cookie, body: { isPremium: true } })
    await apiRequest(app, `/api/agents/${agent.id}/premium`, { method: 'PUT', cookie, body: { isPremium: false } })

    const { events } = await findAuditEvents({ targetType: 'agent', targetId: String(agent.id) })

    expect(events.map((event) => event.action)).toEqual(['agent.premium.revoke', 'agent.premium.grant'])
    expect(events[1]).toMatchObject({ actorUserId: admin.id, actorLabel: admin.email, targetLabel: 'Audited Premium Agent', before: { isPremium: false }, after: { isPremium: true, premiumTier: 'admin' } })
    expect(events[0]).toMatchObject({ before: { isPremium: true }, after: { isPremium: false, revokedManualGrants: 1 } })
  })
})
