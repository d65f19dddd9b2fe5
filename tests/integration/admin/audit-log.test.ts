import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ZCreateContributionRequest, createContribution, startClaim } from '../../../server/contributions/index.ts'
import { stopCrawls } from '../../../server/crawler/index.ts'
import { createApp } from '../../../server/http/app.ts'
import { resetEnvForTests } from '../../../server/shared/env.ts'
import { apiRequest, createUser, sessionCookieFor, type TTestUser } from '../../support/auth.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgent } from '../../support/factories/agents.ts'
import { createReview } from '../../support/factories/reviews.ts'
import { contributionBody } from '../contributions/support.ts'

setupTestDatabase()
const app = createApp()
let emptySnapshots = ''
beforeAll(async () => {
  // The admin's crawl starts for real but has nothing to read.
  emptySnapshots = await mkdtemp(join(tmpdir(), 'agent-atlas-audit-'))
  process.env.CRAWLER_SNAPSHOT_DIR = emptySnapshots
  resetEnvForTests()
})
afterAll(async () => {
  await stopCrawls()
  delete process.env.CRAWLER_SNAPSHOT_DIR
  resetEnvForTests()
  await rm(emptySnapshots, { recursive: true, force: true })
})

type AuditEvent = { action: string; actorUserId: number | null; actorLabel: string; targetType: string; targetId: string | null; before: unknown; after: unknown; createdAt: string }

async function auditLog(cookie: string, query = ''): Promise<{ events: AuditEvent[]; total: number }> {
  const response = await apiRequest(app, `/api/admin/audit${query}`, { cookie })
  expect(response.status).toBe(200)

  return response.json()
}

async function expectOk(response: Promise<Response>) {
  const answered = await response
  expect(answered.status, await answered.clone().text()).toBeLessThan(300)
}

describe('the audit log', () => {
  let admin: TTestUser
  let cookie = ''
  beforeAll(async () => {
    admin = await createUser({ role: 'admin' })
    cookie = await sessionCookieFor(admin)
  })

  it('records every admin action, existing ones included, with who, what and the values before and after', async () => {
    const member = await createUser()
    const agent = await createAgent({ name: 'Audited Agent' })
    const duplicate = await createAgent()
    const { review } = await createReview({ agentId: agent.id, title: 'Audited review' })
    const contributions = await Promise.all([1, 2, 3, 4].map(() => createContribution({ submitterId: member.id, fields: ZCreateContributionRequest.parse(contributionBody()) })))
    const [claimToApprove, claimToReject] = await Promise.all([createAgent(), createAgent()])
    const { claim: approvable } = await startClaim({ agentId: claimToApprove.id, userId: member.id })
    const { claim: rejectable } = await startClaim({ agentId: claimToReject.id, userId: (await createUser()).id })
    const direct = { name: 'Hand Added Agent', description: 'Added by an admin by hand to check the audit log records it.', link: `https://hand-added-${Date.now()}.example.org`, difficulty: 'Beginner', useCase: 'coding' }

    const calls: [string, string, unknown?][] = [
      ['PUT', `/api/agents/${agent.id}/premium`, { isPremium: true }],
      ['PATCH', `/api/admin/agents/${agent.id}`, { description: 'A corrected description written by an admin.' }],
      ['POST', '/api/admin/agents/reclassify', { agentIds: [agent.id], industry: 'legal' }],
      ['POST', `/api/admin/agents/${agent.id}/merge`, { duplicateAgentId: duplicate.id }],
      ['POST', `/api/admin/agents/${agent.id}/hide`],
      ['POST', `/api/admin/agents/${agent.id}/restore`],
      ['POST', '/api/agents', direct],
      ['POST', `/api/admin/reviews/${review.id}/hide`],
      ['POST', `/api/admin/reviews/${review.id}/restore`],
      ['PATCH', `/api/admin/contributions/${contributions[0]!.id}`, { agentName: 'Renamed Before Approval' }],
      ['POST', `/api/admin/contributions/${contributions[0]!.id}/approve`, {}],
      ['POST', `/api/admin/contributions/${contributions[1]!.id}/reject`, { note: 'Not an agent.' }],
      ['POST', '/api/admin/contributions/bulk-reject', { ids: [contributions[2]!.id, contributions[3]!.id], note: 'Spam wave.' }],
      ['POST', `/api/admin/claims/${approvable.id}/approve`, {}],
      ['POST', `/api/admin/claims/${rejectable.id}/reject`, { note: 'Could not confirm.' }],
      ['POST', `/api/admin/users/${member.id}/role`, { role: 'admin' }],
      ['POST', `/api/admin/users/${member.id}/role`, { role: 'member' }],
      ['POST', `/api/admin/users/${member.id}/builder`, { isBuilder: true }],
      ['POST', `/api/admin/users/${member.id}/lock`, { isLocked: true }],
      ['POST', `/api/admin/users/${member.id}/lock`, { isLocked: false }],
      ['POST', '/api/crawler/run'],
    ]
    for (const [method, path, body] of calls) await expectOk(apiRequest(app, path, { method, cookie, body }))

    const { events } = await auditLog(cookie, '?limit=100')
    const actions = events.map((event) => event.action).sort()
    expect(actions).toEqual(
      [
        'agent.premium.grant',
        'agent.update',
        'agent.reclassify',
        'agent.merge',
        'agent.merged-away',
        'agent.hide',
        'agent.restore',
        'agent.create',
        'review.hide',
        'review.publish',
        'contribution.update',
        'contribution.approve',
        'contribution.reject',
        'contribution.reject',
        'contribution.reject',
        'claim.approve',
        'claim.reject',
        'user.role.set',
        'user.role.set',
        'user.builder.grant',
        'user.lock',
        'user.unlock',
        'crawler.run',
      ].sort(),
    )
    expect(events.every((event) => event.actorUserId === admin.id && event.actorLabel === admin.email)).toBe(true)
    const reclassified = events.find((event) => event.action === 'agent.reclassify')
    expect(reclassified).toMatchObject({ targetType: 'agent', targetId: String(agent.id), before: { industry: 'general' }, after: { industry: 'legal' } })
    const roleSet = events.filter((event) => event.action === 'user.role.set').map((event) => [event.before, event.after])
    expect(roleSet).toEqual(expect.arrayContaining([[{ role: 'member' }, { role: 'admin' }], [{ role: 'admin' }, { role: 'member' }]]))
  })

  it('filters by action, target and date, and keeps entries after the object is deleted', async () => {
    const member = await createUser({ email: `leaving-${Date.now()}@example.test` })
    await expectOk(apiRequest(app, `/api/admin/users/${member.id}/builder`, { method: 'POST', cookie, body: { isBuilder: true } }))
    await expectOk(apiRequest(app, `/api/admin/users/${member.id}`, { method: 'DELETE', cookie }))

    const aboutMember = await auditLog(cookie, `?targetType=user&targetId=${member.id}`)
    expect(aboutMember.events.map((event) => event.action)).toEqual(['user.delete', 'user.builder.grant'])
    expect(aboutMember.events[0]).toMatchObject({ before: { email: member.email } })

    const userActions = await auditLog(cookie, '?action=user.')
    expect(userActions.events.every((event) => event.action.startsWith('user.'))).toBe(true)
    const future = await auditLog(cookie, `?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)
    expect(future.total).toBe(0)
    const bad = await apiRequest(app, '/api/admin/audit?page=0', { cookie })
    expect(bad.status).toBe(400)
  })
})
