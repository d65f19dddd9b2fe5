import { eq } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { describe, expect, it } from 'vitest'
import { loader as accountLoader } from '../../../app/routes/account/account.tsx'
import { action as adminAction, loader as adminLoader } from '../../../app/routes/admin/contributions.tsx'
import { loader as agentLoader } from '../../../app/routes/agents/agent-detail.tsx'
import { action as claimAction, loader as claimLoader } from '../../../app/routes/agents/claim.tsx'
import { action as editAction, loader as editLoader } from '../../../app/routes/agents/edit.tsx'
import { action as contributeAction, loader as contributeLoader } from '../../../app/routes/contribute/contribute.tsx'
import { db } from '../../../db/client.ts'
import { agents, userContributions } from '../../../db/schema/index.ts'
import { createUser, sessionCookieFor } from '../../support/auth.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgent } from '../../support/factories/agents.ts'
import { useFixtureSources } from '../../support/local-services.ts'
import { contributionBody } from './support.ts'

setupTestDatabase()
const sources = useFixtureSources()

/**
 * The pages' loaders and actions called the way React Router calls them (a Request and the load
 * context), as a browser without JavaScript would post the forms.
 */
const context = (): AppLoadContext => ({ nonce: 'test-nonce', clientAddress: '192.0.2.10' })
type DataResult<T = Record<string, unknown>> = { data: T; init: ResponseInit | null }

function get(path: string, cookie?: string): Request {
  return new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} })
}

function post(path: string, fields: [string, string][], cookie?: string): Request {
  return new Request(`http://localhost${path}`, { method: 'POST', body: new URLSearchParams(fields), headers: cookie ? { cookie } : {} })
}

/** A loader or action that answers by throwing a Response (redirect, 403, 404). */
async function thrown(run: () => Promise<unknown>): Promise<Response> {
  try {
    await run()
  } catch (error) {
    if (error instanceof Response) return error
    const init = (error as { init?: ResponseInit }).init
    if (init) return new Response(null, init)
    throw error
  }
  throw new Error('expected a thrown response')
}

async function member() {
  const user = await createUser()

  return { user, cookie: await sessionCookieFor(user) }
}

function formFields(overrides: Record<string, string> = {}): [string, string][] {
  const body = contributionBody()
  const fields: Record<string, string> = {
    intent: 'submit',
    tab: 'manual',
    agentName: body.agentName,
    agentDescription: body.agentDescription,
    agentLink: body.agentLink,
    useCase: 'support',
    industry: 'customer-service',
    difficulty: 'beginner',
    githubRepo: '',
    deploymentGuide: '',
    tagsText: ' email , inbox ',
    ...overrides,
  }

  return Object.entries(fields)
}

describe('/contribute', () => {
  it('shows visitors the page with a sign-in link that comes back, and sends their posts to sign in', async () => {
    const loaded = await contributeLoader({ request: get('/contribute?tab=manual'), params: {}, context: context() } as never)
    expect(loaded).toMatchObject({ isSignedIn: false, tab: 'manual', signInHref: `/sign-in?redirectTo=${encodeURIComponent('/contribute?tab=manual')}` })

    const refused = await thrown(() => contributeAction({ request: post('/contribute', formFields()), params: {}, context: context() } as never))
    expect(refused.status).toBe(302)
    expect(refused.headers.get('location')).toBe(`/sign-in?redirectTo=${encodeURIComponent('/contribute')}`)
  })

  it('takes a submission without JavaScript (comma-separated tags) and redirects to the success notice', async () => {
    const { user, cookie } = await member()
    const response = (await contributeAction({ request: post('/contribute', formFields(), cookie), params: {}, context: context() } as never)) as Response

    expect(response.status).toBe(303)
    const [stored] = await db.select().from(userContributions).where(eq(userContributions.submitterId, user.id))
    expect(stored).toMatchObject({ status: 'pending', tags: ['email', 'inbox'] })
    expect(response.headers.get('location')).toBe(`/contribute?tab=manual&submitted=${stored!.id}`)
    expect(await contributeLoader({ request: get(response.headers.get('location')!, cookie), params: {}, context: context() } as never)).toMatchObject({ submitted: stored!.id, isSignedIn: true })

    const account = await accountLoader({ request: get('/account', cookie), params: {}, context: context() } as never)
    expect(account.contributions.map((contribution) => contribution.id)).toEqual([stored!.id])
  })

  it('keeps what was typed and names each bad field', async () => {
    const { cookie } = await member()
    const result = (await contributeAction({ request: post('/contribute', formFields({ agentDescription: 'Short.', useCase: '' }), cookie), params: {}, context: context() } as never)) as DataResult

    expect(result.init?.status).toBe(400)
    expect(result.data).toMatchObject({
      intent: 'submit',
      ok: false,
      values: { agentDescription: 'Short.', tags: ['email', 'inbox'] },
      fieldErrors: { agentDescription: 'Description must be at least 50 characters', useCase: 'Use case is required' },
    })
  })

  it('answers an agent listed already with its page and its claim page', async () => {
    const agent = await createAgent({ link: 'https://listed-already.example.com' })
    const { cookie } = await member()
    const result = (await contributeAction({ request: post('/contribute', formFields({ agentLink: 'https://listed-already.example.com/' }), cookie), params: {}, context: context() } as never)) as DataResult

    expect(result.init?.status).toBe(409)
    expect(result.data.alreadyListed).toEqual({ agentId: agent.id, agentUrl: `/agents/${agent.id}`, claimUrl: `/agents/${agent.id}/claim` })
  })

  it('extracts a link posted without JavaScript, and says why another is refused', async () => {
    const { cookie } = await member()
    const extract = (url: string) => contributeAction({ request: post('/contribute', [['intent', 'extract'], ['url', url]], cookie), params: {}, context: context() } as never) as Promise<DataResult>

    const found = await extract('https://github.com/crewAIInc/crewAI')
    expect(found.data).toMatchObject({ intent: 'extract', ok: true, extracted: { agentName: 'crewAI', metadata: { stars: 35054 } } })
    const refused = await extract('https://gitlab.com/owner/agent')
    expect(refused.init?.status).toBe(400)
    expect(refused.data).toMatchObject({ ok: false, message: 'Unsupported URL. Please use GitHub or Hugging Face links.' })
    const missing = await extract('https://github.com/nobody-here/nothing')
    expect(missing.data).toMatchObject({ ok: false, message: 'Extraction failed', description: 'Failed to fetch repository data' })
  })
})

describe('/admin/contributions', () => {
  it('approves from the queue and refuses a rejection without a note', async () => {
    const admin = await sessionCookieFor(await createUser({ role: 'admin' }))
    const { cookie } = await member()
    await contributeAction({ request: post('/contribute', formFields({ agentName: 'Queue Pilot Agent' }), cookie), params: {}, context: context() } as never)
    const { queue } = await adminLoader({ request: get('/admin/contributions', admin), params: {}, context: context() } as never)
    const item = queue.contributions.find((contribution) => contribution.agentName === 'Queue Pilot Agent')!

    const noNote = (await adminAction({ request: post('/admin/contributions', [['intent', 'reject'], ['id', String(item.id)], ['note', ' ']], admin), params: {}, context: context() } as never)) as DataResult
    expect(noNote.init?.status).toBe(400)
    expect(noNote.data).toEqual({ id: item.id, message: 'A note is required to reject a contribution' })

    const approved = (await adminAction({ request: post('/admin/contributions?status=pending', [['intent', 'approve'], ['id', String(item.id)], ['note', '']], admin), params: {}, context: context() } as never)) as Response
    expect(approved.status).toBe(303)
    expect(approved.headers.get('location')).toBe('/admin/contributions?status=pending&done=approved')
    expect((await thrown(() => adminLoader({ request: get('/admin/contributions', cookie), params: {}, context: context() } as never))).status).toBe(403)
  })
})

describe('claiming and editing through the pages', () => {
  it('starts a claim, shows the code, verifies it, then lets the owner edit', async () => {
    const agent = await createAgent({ name: 'Page Claim Agent', link: 'https://github.com/acme/page-claim-agent', repoFullName: 'acme/page-claim-agent' })
    const { user, cookie } = await member()
    const params = { agentId: String(agent.id) }
    expect((await thrown(() => claimLoader({ request: get(`/agents/${agent.id}/claim`), params, context: context() } as never))).status).toBe(302)
    const detail = await agentLoader({ request: get(`/agents/${agent.id}-${agent.slug}`, cookie), params: { agentId: `${agent.id}-${agent.slug}` }, context: context() } as never)
    expect(detail.ownership).toEqual({ ownerName: null, isOwner: false, canClaim: true, isSignedIn: true })

    const started = (await claimAction({ request: post(`/agents/${agent.id}/claim`, [['intent', 'start']], cookie), params, context: context() } as never)) as Response
    expect(started.status).toBe(303)
    const { ownership } = await claimLoader({ request: get(`/agents/${agent.id}/claim`, cookie), params, context: context() } as never)
    const claim = ownership.viewerClaim!
    expect(claim).toMatchObject({ method: 'github-file', status: 'pending', repository: 'acme/page-claim-agent' })

    sources.server().scenario.overrides.push({ match: (url) => url.pathname === '/raw/acme/page-claim-agent/HEAD/README.md', body: `Verified: ${claim.verificationCode}` })
    const verified = (await claimAction({ request: post(`/agents/${agent.id}/claim`, [['intent', 'verify'], ['claimId', String(claim.id)]], cookie), params, context: context() } as never)) as Response
    expect(verified.headers.get('location')).toBe(`/agents/${agent.id}/claim?verified=1`)

    const stranger = await member()
    expect((await thrown(() => editLoader({ request: get(`/agents/${agent.id}/edit`, stranger.cookie), params, context: context() } as never))).status).toBe(403)
    const { values } = await editLoader({ request: get(`/agents/${agent.id}/edit`, cookie), params, context: context() } as never)
    const fields: [string, string][] = [
      // The self-deployable select posts what the page showed ('yes': a GitHub repository), so it stays unlocked.
      ...Object.entries({ ...values, tags: undefined, category: 'research', deploymentGuide: 'docker compose up' }).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      ['tags', 'papers'],
    ]
    const saved = (await editAction({ request: post(`/agents/${agent.id}/edit`, fields, cookie), params, context: context() } as never)) as Response
    expect(saved.status).toBe(303)
    const [row] = await db.select().from(agents).where(eq(agents.id, agent.id))
    expect(row).toMatchObject({ ownerUserId: user.id, category: 'research', tags: ['papers'], deploymentGuide: 'docker compose up' })
    expect([...row!.lockedFields].sort()).toEqual(['category', 'deploymentGuide', 'tags'])
  })
})
