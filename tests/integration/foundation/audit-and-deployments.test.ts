import { describe, expect, it } from 'vitest'
import { findAuditEvents, recordAuditEvent } from '../../../server/audit/index.ts'
import {
  countOpenDeploymentRequests,
  createDeploymentRequest,
  findDeploymentRequests,
  setDeploymentPayment,
  updateDeploymentRequest,
} from '../../../server/deployments/index.ts'
import { createUser } from '../../support/auth.ts'
import { createAgent } from '../../support/factories/agents.ts'
import { setupTestDatabase } from '../../support/database.ts'

setupTestDatabase()

describe('audit log', () => {
  it('records who, what and the values before and after, and filters by action prefix and target', async () => {
    const admin = await createUser({ role: 'admin' })
    await recordAuditEvent({ actor: admin, action: 'agent.premium.grant', targetType: 'agent', targetId: 7, targetLabel: 'Legal Helper', before: { isPremium: false }, after: { isPremium: true } })
    await recordAuditEvent({ actor: null, action: 'crawler.run', targetType: 'crawl', targetId: 1 })

    const agentEvents = await findAuditEvents({ action: 'agent.' })
    expect(agentEvents.total).toBe(1)
    expect(agentEvents.events[0]).toMatchObject({ actorUserId: admin.id, actorLabel: admin.email, targetId: '7', before: { isPremium: false }, after: { isPremium: true } })
    expect((await findAuditEvents({ targetType: 'crawl' })).events[0]).toMatchObject({ actorLabel: 'system', action: 'crawler.run' })
    expect((await findAuditEvents({ action: '%' })).total).toBe(0)
  })
})

describe('deployment requests', () => {
  it('keeps one open request per member, agent and service, and lets an admin move it along (audited)', async () => {
    const member = await createUser()
    const admin = await createUser({ role: 'admin' })
    const agent = await createAgent({ name: 'Clinic Intake Agent' })
    const before = await countOpenDeploymentRequests()

    const first = await createDeploymentRequest({ userId: member.id, agentId: agent.id, message: 'Run it for our front desk.' })
    const again = await createDeploymentRequest({ userId: member.id, agentId: agent.id })
    expect(first.isNew).toBe(true)
    expect(again).toMatchObject({ isNew: false, request: { id: first.request.id } })
    expect(await countOpenDeploymentRequests()).toBe(before + 1)

    await updateDeploymentRequest({ requestId: first.request.id, admin, changes: { status: 'done', adminNotes: 'Deployed on Cloud Run.' } })
    const mine = await findDeploymentRequests({ userId: member.id })
    expect(mine.requests).toEqual([expect.objectContaining({ status: 'done', agentName: 'Clinic Intake Agent', userEmail: member.email })])
    expect(await countOpenDeploymentRequests()).toBe(before)
    const audit = await findAuditEvents({ action: 'deployment-request.' })
    expect(audit.events[0]).toMatchObject({ before: { status: 'open' }, after: { status: 'done' } })
  })

  it('records the paid service once per payment and follows its payment state', async () => {
    const member = await createUser()
    const agent = await createAgent()
    const paid = await createDeploymentRequest({ userId: member.id, agentId: agent.id, service: 'full-service', paymentStatus: 'paid', paymentReference: 'cs_deploy_1' })
    const replay = await createDeploymentRequest({ userId: member.id, agentId: agent.id, service: 'full-service', paymentStatus: 'paid', paymentReference: 'cs_deploy_1' })
    expect(replay).toMatchObject({ isNew: false, request: { id: paid.request.id } })

    expect(await setDeploymentPayment('cs_deploy_1', 'refunded')).toBe(1)
    expect((await findDeploymentRequests({ userId: member.id })).requests[0]).toMatchObject({ paymentStatus: 'refunded' })
  })

  it('refuses an unknown agent and a message that is too long, storing nothing', async () => {
    const member = await createUser()
    await expect(createDeploymentRequest({ userId: member.id, agentId: 2_000_000_000 })).rejects.toThrow('Agent not found')
    const agent = await createAgent()
    await expect(createDeploymentRequest({ userId: member.id, agentId: agent.id, message: 'x'.repeat(2001) })).rejects.toThrow('2,000')
    expect((await findDeploymentRequests({ userId: member.id })).total).toBe(0)
  })
})
