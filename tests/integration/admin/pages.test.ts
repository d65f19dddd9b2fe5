import type { AppLoadContext } from 'react-router'
import { describe, expect, it } from 'vitest'
import { action as agentsAction } from '../../../app/routes/admin/agents.tsx'
import { loader as auditLoader } from '../../../app/routes/admin/audit.tsx'
import { loader as hubLoader } from '../../../app/routes/admin/hub.tsx'
import { loader as inventoryLoader } from '../../../app/routes/admin/inventory.tsx'
import { action as premiumAction, loader as premiumLoader } from '../../../app/routes/admin/premium.tsx'
import { action as usersAction } from '../../../app/routes/admin/users.tsx'
import { getAgent } from '../../../server/catalogue/index.ts'
import { ZCreateContributionRequest, createContribution } from '../../../server/contributions/index.ts'
import { createUser, sessionCookieFor } from '../../support/auth.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgent } from '../../support/factories/agents.ts'
import { contributionBody } from '../contributions/support.ts'

setupTestDatabase()

/** Loaders and actions called the way React Router calls them, without a browser or a build. */
const context = (): AppLoadContext => ({ nonce: 'test-nonce', clientAddress: '192.0.2.10' })
const args = (request: Request, params: Record<string, string> = {}) => ({ request, context: context(), params, unstable_pattern: '' }) as never
const get = (path: string, cookie?: string) => new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} })
const post = (path: string, fields: [string, string][], cookie: string) => new Request(`http://localhost${path}`, { method: 'POST', body: new URLSearchParams(fields), headers: { cookie } })

async function thrownStatus(promise: Promise<unknown>): Promise<{ status: number; location: string | null }> {
  try {
    await promise
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get('location') }
    if (error && typeof error === 'object' && 'init' in error) return { status: (error as { init: ResponseInit }).init.status ?? 500, location: null }
    throw error
  }
  throw new Error('Expected a thrown Response')
}

/** An action's plain return, or the data of a `data(…, { status })` it returned. */
function payload<Value>(result: unknown): Value {
  return (result && typeof result === 'object' && 'data' in result && 'init' in result ? (result as { data: Value }).data : result) as Value
}

describe('admin pages', () => {
  it('send visitors to sign in, answer 403 to members, and let admins see the hub with what waits', async () => {
    const member = await createUser()
    const admin = await createUser({ role: 'admin' })
    await createContribution({ submitterId: member.id, fields: ZCreateContributionRequest.parse(contributionBody()) })

    for (const loader of [hubLoader, inventoryLoader, premiumLoader, auditLoader]) {
      expect(await thrownStatus(loader(args(get('/admin'))))).toEqual({ status: 302, location: '/sign-in?redirectTo=%2Fadmin' })
      expect((await thrownStatus(loader(args(get('/admin', await sessionCookieFor(member)))))).status).toBe(403)
    }
    const hub = await hubLoader(args(get('/admin', await sessionCookieFor(admin))))
    expect(hub.counts).toEqual({ pendingContributions: 1, reportedReviews: 0, openDeploymentRequests: 0 })
  })

  it('makes an agent premium from the premium page and says so, or says why it failed', async () => {
    const cookie = await sessionCookieFor(await createUser({ role: 'admin' }))
    const agent = await createAgent({ name: 'Page Premium Agent' })

    const made = await premiumAction(args(post('/admin/premium', [['agentId', String(agent.id)], ['agentName', agent.name], ['isPremium', 'true']], cookie)))
    const failed = payload(await premiumAction(args(post('/admin/premium', [['agentId', '999999'], ['agentName', 'Ghost'], ['isPremium', 'true']], cookie))))

    expect(made).toMatchObject({ ok: true, title: 'Premium Status Updated' })
    expect((await getAgent({ id: agent.id })).isPremium).toBe(true)
    expect(failed).toEqual({ ok: false, title: 'Update Failed', message: 'Failed to update premium status: Agent not found' })
    const listed = await premiumLoader(args(get('/admin/premium?search=Page%20Premium', cookie)))
    expect(listed.list.agents).toEqual([expect.objectContaining({ id: agent.id, isPremium: true, premiumTier: 'admin' })])
    expect(listed.stats).toMatchObject({ paid: 1 })
  })

  it('reclassifies several agents at once from the agents page, and refuses an empty choice', async () => {
    const cookie = await sessionCookieFor(await createUser({ role: 'admin' }))
    const [first, second] = [await createAgent(), await createAgent()]

    const done = payload<{ ok: boolean; message: string }>(
      await agentsAction(args(post('/admin/agents', [['intent', 'reclassify'], ['agentIds', String(first.id)], ['agentIds', String(second.id)], ['industry', 'finance'], ['category', '']], cookie))),
    )
    const refused = payload<{ ok: boolean; message: string }>(await agentsAction(args(post('/admin/agents', [['intent', 'reclassify'], ['agentIds', String(first.id)], ['industry', ''], ['category', '']], cookie))))

    expect(done).toMatchObject({ ok: true, message: 'Reclassified 2 agents.' })
    expect((await getAgent({ id: first.id })).industry).toBe('finance')
    expect(refused).toMatchObject({ ok: false, message: 'Choose an industry or a category' })

    // A row's Hide button posts the same form without an intent, its name carrying the agent.
    const hidden = payload<{ ok: boolean; message: string }>(await agentsAction(args(post('/admin/agents', [['agentIds', String(second.id)], ['hide', String(second.id)]], cookie))))
    expect(hidden).toMatchObject({ ok: true, message: `${second.name} is hidden.` })
    await expect(getAgent({ id: second.id })).rejects.toMatchObject({ code: 'NOT_FOUND' })
  })

  it('locks a user from the users page and refuses to delete without the confirmation box', async () => {
    const cookie = await sessionCookieFor(await createUser({ role: 'admin' }))
    const member = await createUser()

    const locked = payload<{ ok: boolean; message: string }>(await usersAction(args(post('/admin/users', [['id', String(member.id)], ['intent', 'lock'], ['isLocked', 'true']], cookie))))
    const unconfirmed = payload<{ ok: boolean; message: string }>(await usersAction(args(post('/admin/users', [['id', String(member.id)], ['intent', 'delete']], cookie))))

    expect(locked).toMatchObject({ ok: true, message: `${member.email} is locked and signed out everywhere.` })
    expect(unconfirmed).toMatchObject({ ok: false })
  })
})
