import type { AppLoadContext } from 'react-router'
import { describe, expect, it } from 'vitest'
import { loader as accountLoader } from '../../../app/routes/account/account.tsx'
import { action as adminAction, loader as adminLoader } from '../../../app/routes/admin/deployments.tsx'
import { action as agentAction } from '../../../app/routes/agents/agent-detail.tsx'
import { loader as coachingLoader } from '../../../app/routes/deployment/coaching.tsx'
import { loader as deploymentLoader } from '../../../app/routes/deployment/deployment.tsx'
import { action as trackAction, loader as trackLoader } from '../../../app/routes/deployment/track.tsx'
import { findDeploymentRequests } from '../../../server/deployments/index.ts'
import { createUser, sessionCookieFor } from '../../support/auth.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgent } from '../../support/factories/agents.ts'

setupTestDatabase()

/** The pages' loaders and actions, called the way React Router calls them. */
let address = 0
const context = (): AppLoadContext => ({ nonce: 'n', clientAddress: `192.0.2.${++address % 250}` })
const args = (request: Request, params: Record<string, string> = {}) => ({ request, context: context(), params, unstable_pattern: '' }) as never
const get = (path: string, cookie?: string) => new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} })
const form = (path: string, fields: Record<string, string>, cookie?: string) => new Request(`http://localhost${path}`, { method: 'POST', body: new URLSearchParams(fields), headers: cookie ? { cookie } : {} })

async function refusal(promise: Promise<unknown>): Promise<number> {
  try {
    await promise
  } catch (error) {
    if (error instanceof Response) return error.status
    if (error && typeof error === 'object' && 'init' in error) return (error as { init: ResponseInit }).init.status ?? 0
  }
  throw new Error('expected a refusal')
}

describe('the deployment page', () => {
  it('counts its banner from the catalogue, filters by derived facts and shows a chosen agent\'s guide', async () => {
    const repo = await createAgent({ name: 'Ledger Bot', source: 'github', link: 'https://github.com/acme/ledger-bot', repoFullName: 'acme/ledger-bot', language: 'Python' })
    await createAgent({ name: 'Hosted Only', source: 'web', link: 'https://hosted-only.example.com/' })
    const page = await deploymentLoader(args(get(`/deployment?agent=${repo.id}`)))
    expect(page.result.stats).toMatchObject({ totalAgents: 2, selfDeployable: 1, withGuide: 1, unknown: 1 })
    expect(page.selected).toMatchObject({ name: 'Ledger Bot', facts: { selfDeployable: 'yes', runtime: 'python' } })
    expect(page.selected?.guide).toContain('git clone https://github.com/acme/ledger-bot.git')

    const unknown = await deploymentLoader(args(get('/deployment?selfDeployable=unknown')))
    expect(unknown.result.agents.map((agent) => agent.name)).toEqual(['Hosted Only'])
    const docker = await deploymentLoader(args(get('/deployment?infrastructure=docker')))
    expect(docker.result.total).toBe(0)
  })
})

describe('/coaching', () => {
  it("introduces 'Deploy: {agent name}' from the agent's own record, not from the query's name", async () => {
    const agent = await createAgent({ name: 'Clinic Intake', source: 'flowise', link: 'https://example.com/flowise/clinic' })
    const visitor = await coachingLoader(args(get(`/coaching?agent=Anything&source=flowise&id=${agent.id}`)))
    expect(visitor.agent).toMatchObject({ name: 'Clinic Intake', source: 'flowise' })
    expect((await coachingLoader(args(get('/coaching')))).agent).toBeNull()
  })
})

describe('coaching tracks', () => {
  it('saves a member\'s finished lesson and refuses visitors and unknown lessons', async () => {
    const member = await createUser()
    const cookie = await sessionCookieFor(member)
    expect(await refusal(trackAction(args(form('/flowise', { intent: 'complete', lesson: '02-first-chatflow' }))))).toBe(302)
    const done = (await trackAction(args(form('/flowise', { intent: 'complete', lesson: '02-first-chatflow' }, cookie)))) as Response
    expect(done.status).toBe(303)
    const track = await trackLoader(args(get('/flowise', cookie)))
    expect(track.lessons).toHaveLength(6)
    expect(track.completed).toEqual(['02-first-chatflow'])
    // Progress is per track and per member.
    expect((await trackLoader(args(get('/n8n', cookie)))).completed).toEqual([])
    const missing = (await trackAction(args(form('/flowise', { intent: 'complete', lesson: '99-no-such-lesson' }, cookie)))) as unknown as { init: ResponseInit }
    expect(missing.init.status).toBe(404)
  })
})

describe('deployment requests from the agent page to the admin queue and the account page', () => {
  it('files a member\'s request, lets only an admin move it along, and shows the member the answer', async () => {
    const agent = await createAgent({ name: 'Hosted Helper', source: 'web', link: 'https://hosted-helper.example.com/' })
    const member = await createUser()
    const admin = await createUser({ role: 'admin' })
    const [memberCookie, adminCookie] = await Promise.all([sessionCookieFor(member), sessionCookieFor(admin)])

    const visitor = (await agentAction(args(form(`/agents/${agent.id}`, { intent: 'deploy', agentId: String(agent.id) }), { agentId: String(agent.id) }))) as unknown as { data: { title: string; needsSignIn: boolean }; init: ResponseInit }
    expect(visitor.init.status).toBe(401)
    expect(visitor.data).toMatchObject({ title: 'Deployment Failed', needsSignIn: true })

    const started = (await agentAction(args(form(`/agents/${agent.id}`, { intent: 'deploy', agentId: String(agent.id), message: 'For our front desk' }, memberCookie), { agentId: String(agent.id) }))) as { title: string; ok: boolean }
    expect(started).toMatchObject({ ok: true, title: 'Deployment Started' })
    const [request] = (await findDeploymentRequests({ userId: member.id })).requests
    expect(request).toMatchObject({ agentName: 'Hosted Helper', message: 'For our front desk', status: 'open' })

    expect(await refusal(adminLoader(args(get('/admin/deployments', memberCookie))))).toBe(403)
    expect(await refusal(adminAction(args(form('/admin/deployments', { requestId: String(request!.id), status: 'done', adminNotes: 'x' }, memberCookie))))).toBe(403)
    const queue = await adminLoader(args(get('/admin/deployments?status=open', adminCookie)))
    expect(queue.requests.map((row) => row.agentName)).toContain('Hosted Helper')
    const saved = (await adminAction(args(form('/admin/deployments', { requestId: String(request!.id), status: 'in-progress', adminNotes: 'We will call you Monday.' }, adminCookie)))) as Response
    expect(saved.status).toBe(303)

    const account = await accountLoader(args(get('/account', memberCookie)))
    expect(account.deploymentRequests).toEqual([expect.objectContaining({ agentName: 'Hosted Helper', status: 'in-progress', adminNotes: 'We will call you Monday.' })])
  })
})
