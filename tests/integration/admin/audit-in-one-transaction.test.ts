import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findAuditEvents, withAudit } from '../../../server/audit/index.ts'
import { getAgentListing, setAgentActive } from '../../../server/catalogue/index.ts'
import { ZCreateContributionRequest, createContribution, startClaim } from '../../../server/contributions/index.ts'
import { stopCrawls } from '../../../server/crawler/index.ts'
import { createApp } from '../../../server/http/app.ts'
import { setAgentOwner } from '../../../server/listings/index.ts'
import { apiRequest, createUser, sessionCookieFor } from '../../support/auth.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgent } from '../../support/factories/agents.ts'
import { contributionBody } from '../contributions/support.ts'

setupTestDatabase()
const app = createApp()
let cookie = ''
let admin = { id: 0, email: '' }
beforeAll(async () => {
  const user = await createUser({ role: 'admin' })
  admin = { id: user.id, email: user.email }
  cookie = await sessionCookieFor(user)
})
afterAll(() => stopCrawls())

async function entriesAbout(targetType: string, targetId: number) {
  return (await findAuditEvents({ targetType, targetId: String(targetId) })).events
}

describe('an admin action and its audit entry commit together', () => {
  it('rolls the change back when its entry cannot be written', async () => {
    const agent = await createAgent()
    // An action name the audit log refuses (too short) makes the entry fail after the change ran.
    await expect(
      withAudit(
        () => setAgentActive({ agentId: agent.id, isActive: false }),
        () => ({ actor: admin, action: 'x', targetType: 'agent', targetId: agent.id }),
      ),
    ).rejects.toThrow()

    expect((await apiRequest(app, `/api/agents/${agent.id}`)).status, 'the agent is still listed').toBe(200)
    expect(await entriesAbout('agent', agent.id)).toEqual([])
  })

  it('writes no entry when the change fails, and the change leaves nothing behind', async () => {
    const agent = await createAgent()
    await expect(
      withAudit(
        async () => {
          await setAgentActive({ agentId: agent.id, isActive: false })
          throw new Error('the second half of the change failed')
        },
        () => ({ actor: admin, action: 'agent.hide', targetType: 'agent', targetId: agent.id }),
      ),
    ).rejects.toThrow('second half')

    expect((await apiRequest(app, `/api/agents/${agent.id}`)).status, 'the agent is still listed').toBe(200)
    expect(await entriesAbout('agent', agent.id)).toEqual([])
  })

  it('a claim approval refused because another builder owns the listing keeps the claim open and unaudited', async () => {
    const [claimant, owner] = [await createUser(), await createUser()]
    const agent = await createAgent()
    const { claim } = await startClaim({ agentId: agent.id, userId: claimant.id })
    await setAgentOwner({ agentId: agent.id, ownerUserId: owner.id })

    const refused = await apiRequest(app, `/api/admin/claims/${claim.id}/approve`, { method: 'POST', cookie, body: {} })
    expect(refused.status).toBe(409)
    expect(await entriesAbout('agent', agent.id)).toEqual([])

    // Still pending: the admin can reject it, and that is audited.
    const rejected = await apiRequest(app, `/api/admin/claims/${claim.id}/reject`, { method: 'POST', cookie, body: { note: 'Owned by its builder already.' } })
    expect(rejected.status).toBe(200)
    expect((await entriesAbout('agent', agent.id)).map((event) => event.action)).toEqual(['claim.reject'])
  })

  it('failed admin requests (unknown ids, a second crawl) leave no entry', async () => {
    const agent = await createAgent()
    const before = (await findAuditEvents({ limit: 100 })).total
    const calls: [string, string, unknown?][] = [
      ['POST', '/api/admin/agents/reclassify', { agentIds: [agent.id, 2_000_000], industry: 'legal' }],
      ['POST', `/api/admin/agents/${agent.id}/merge`, { duplicateAgentId: 2_000_000 }],
      ['POST', '/api/admin/contributions/2000000/approve', {}],
      ['POST', '/api/admin/users/2000000/lock', { isLocked: true }],
    ]
    for (const [method, path, body] of calls) {
      const response = await apiRequest(app, path, { method, cookie, body })
      expect(response.status, path).toBeGreaterThanOrEqual(400)
    }
    expect((await getAgentListing({ agentId: agent.id })).industry).not.toBe('legal')

    const first = await apiRequest(app, '/api/crawler/run', { method: 'POST', cookie })
    expect(first.status).toBeLessThan(300)
    const second = await apiRequest(app, '/api/crawler/run', { method: 'POST', cookie })
    expect(second.status).toBe(409)
    const after = await findAuditEvents({ limit: 100 })
    expect(after.total - before).toBe(1)
    expect(after.events[0]!.action).toBe('crawler.run')
  })

  it('an approved contribution, its agent and its entry are one change; the entry names the agent', async () => {
    const member = await createUser()
    const contribution = await createContribution({ submitterId: member.id, fields: ZCreateContributionRequest.parse(contributionBody()) })
    const approved = await apiRequest(app, `/api/admin/contributions/${contribution.id}/approve`, { method: 'POST', cookie, body: {} })
    expect(approved.status).toBe(200)
    const [entry] = await entriesAbout('contribution', contribution.id)
    const { agentId } = (await approved.json()) as { agentId: number }
    expect(entry).toMatchObject({ action: 'contribution.approve', after: { status: 'approved', agentId } })
  })
})
