import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { db } from '../../../db/client.ts'
import { agents } from '../../../db/schema/index.ts'
import { runCrawl } from '../../../server/crawler/index.ts'
import { createApp } from '../../../server/http/app.ts'
import { findOutboxMessages } from '../../../server/mail/index.ts'
import { apiRequest, createUser, sessionCookieFor } from '../../support/auth.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgent } from '../../support/factories/agents.ts'
import { useFixtureSources } from '../../support/local-services.ts'

setupTestDatabase()
const sources = useFixtureSources()
const app = createApp()

afterEach(() => {
  sources.server().scenario.overrides.length = 0
})

async function call(path: string, cookie: string | null, options: { method?: string; body?: unknown } = {}) {
  const response = await apiRequest(app, path, { method: 'POST', cookie, ...options })

  return { status: response.status, json: await response.json() }
}

async function signedInMember(name?: string) {
  const user = await createUser({ name })

  return { user, cookie: await sessionCookieFor(user) }
}

/** The raw-content host answers this file of the repository with `text`. */
function serveRepositoryFile(repository: string, path: string, text: string) {
  sources.server().scenario.overrides.push({ match: (url) => url.pathname === `/raw/${repository}/HEAD/${path}`, status: 200, body: text })
}

async function storedAgent(id: number) {
  const [row] = await db.select().from(agents).where(eq(agents.id, id))

  return row!
}

describe('claiming a GitHub agent with a code in the repository', () => {
  it('verifies the code in the README, makes the claimant the owner, and locks their edits against a crawl', async () => {
    const agent = await createAgent({ name: 'crewAI', link: 'https://github.com/crewAIInc/crewAI', repoFullName: 'crewaiinc/crewai', category: 'general', tags: [], stars: 100 })
    const builder = await signedInMember('Builder')

    const started = await call(`/api/agents/${agent.id}/claim`, builder.cookie)
    expect(started.status).toBe(201)
    expect(started.json.claim).toMatchObject({ agentId: agent.id, method: 'github-file', status: 'pending', repository: 'crewaiinc/crewai' })
    const code: string = started.json.claim.verificationCode
    expect(code).toMatch(/^agent-atlas-verify=[0-9a-f]{24}$/)
    expect(started.json.instructions).toContain(code)
    expect(started.json.instructions).toContain('.agent-atlas')
    const again = await call(`/api/agents/${agent.id}/claim`, builder.cookie)
    expect(again.json.claim).toMatchObject({ id: started.json.claim.id, verificationCode: code })

    serveRepositoryFile('crewaiinc/crewai', 'README.md', '# crewAI\n\nFast and flexible multi-agent automation.\n')
    const missing = await call(`/api/claims/${started.json.claim.id}/verify`, builder.cookie)
    expect(missing.status).toBe(422)
    expect(missing.json.error.message).toContain('The code was not found in .agent-atlas or README.md of crewaiinc/crewai')
    expect((await storedAgent(agent.id)).ownerUserId).toBeNull()

    const stranger = await signedInMember()
    expect((await call(`/api/claims/${started.json.claim.id}/verify`, stranger.cookie)).status).toBe(404)
    const strangersClaim = await call(`/api/agents/${agent.id}/claim`, stranger.cookie)

    sources.server().scenario.overrides.length = 0
    serveRepositoryFile('crewaiinc/crewai', 'README.md', `# crewAI\n\n<!-- ${code} -->\n`)
    const verified = await call(`/api/claims/${started.json.claim.id}/verify`, builder.cookie)
    expect(verified.status).toBe(200)
    expect(verified.json.claim).toMatchObject({ status: 'verified', note: 'Code found in README.md.' })
    expect((await storedAgent(agent.id)).ownerUserId).toBe(builder.user.id)
    expect((await call(`/api/claims/${strangersClaim.json.claim.id}/verify`, stranger.cookie)).json.error.message).toBe('This claim was rejected already.')
    expect((await call(`/api/agents/${agent.id}/claim`, stranger.cookie)).json.error.message).toBe('This listing is managed by its builder already.')

    const description = 'The builder’s own words: a framework for crews of role-playing agents that work together on a task.'
    const edit = await call(`/api/agents/${agent.id}`, builder.cookie, { method: 'PATCH', body: { category: 'coding', tags: ['Orchestration'], description } })
    expect(edit.status).toBe(200)
    expect(edit.json.agentId).toBe(agent.id)
    expect([...edit.json.changedFields].sort()).toEqual(['category', 'description', 'tags'])
    expect(edit.json.lockedFields).toEqual(expect.arrayContaining(['category', 'tags', 'description']))
    expect((await call(`/api/agents/${agent.id}`, stranger.cookie, { method: 'PATCH', body: { category: 'sales' } })).status).toBe(403)

    const crawl = await runCrawl({
      trigger: 'cli',
      sourceKeys: ['github'],
      settings: { isLive: true, baseUrls: sources.server().baseUrls, maxRateLimitWaitMs: 0, linkChecksPerRun: 0, tokens: { github: null, huggingFace: null } },
      retryDelayMs: 1,
    })
    expect(crawl.status).toBe('completed')
    const after = await storedAgent(agent.id)
    // The crawl merged the repository into this agent (stars rose) but left every edited field alone.
    expect(after.stars).toBe(35054)
    expect(after).toMatchObject({ category: 'coding', tags: ['orchestration'], description, ownerUserId: builder.user.id })
  })

  it('finds the code in an .agent-atlas file', async () => {
    const agent = await createAgent({ name: 'Tiny Agent', link: 'https://github.com/acme/tiny-agent', repoFullName: 'acme/tiny-agent' })
    const builder = await signedInMember()
    const { json } = await call(`/api/agents/${agent.id}/claim`, builder.cookie)
    serveRepositoryFile('acme/tiny-agent', '.agent-atlas', `${json.claim.verificationCode}\n`)

    const verified = await call(`/api/claims/${json.claim.id}/verify`, builder.cookie)
    expect(verified.json.claim).toMatchObject({ status: 'verified', note: 'Code found in .agent-atlas.' })
    expect(sources.server().requests.some((request) => request.url === '/raw/acme/tiny-agent/HEAD/README.md')).toBe(false)
  })

  it('says so when GitHub cannot be reached, and the claim stays open', async () => {
    const agent = await createAgent({ link: 'https://github.com/acme/unreachable-agent', repoFullName: 'acme/unreachable-agent' })
    const builder = await signedInMember()
    const { json } = await call(`/api/agents/${agent.id}/claim`, builder.cookie)
    sources.server().scenario.overrides.push({ match: (url) => url.pathname.startsWith('/raw/acme/'), status: 403, body: 'Forbidden' })

    const refused = await call(`/api/claims/${json.claim.id}/verify`, builder.cookie)
    expect(refused.status).toBe(503)
    expect(refused.json.error.message).toBe('GitHub could not be reached. Please try again in a few minutes.')
    expect((await call(`/api/agents/${agent.id}/claim`, builder.cookie)).json.claim.status).toBe('pending')
  })
})

describe('claims an admin decides', () => {
  it('approves: the claimant owns the listing, other open claims close, and a mail says so', async () => {
    const agent = await createAgent({ name: 'Clinic Desk', link: 'https://clinic-desk.example.com' })
    const admin = await sessionCookieFor(await createUser({ role: 'admin' }))
    const builder = await signedInMember('Clinic Builder')
    const rival = await signedInMember()

    const claim = await call(`/api/agents/${agent.id}/claim`, builder.cookie)
    expect(claim.json.claim).toMatchObject({ method: 'admin', verificationCode: null, repository: null })
    expect(claim.json.instructions).toContain('An admin will check')
    const rivalClaim = await call(`/api/agents/${agent.id}/claim`, rival.cookie)
    expect((await call(`/api/claims/${claim.json.claim.id}/verify`, builder.cookie)).status).toBe(409)

    const queue = await apiRequest(app, '/api/admin/claims', { cookie: admin })
    const pending = (await queue.json()).claims.find((entry: { id: number }) => entry.id === claim.json.claim.id)
    expect(pending).toMatchObject({ agentName: 'Clinic Desk', claimant: { id: builder.user.id, name: 'Clinic Builder' } })

    const approved = await call(`/api/admin/claims/${claim.json.claim.id}/approve`, admin)
    expect(approved.status).toBe(200)
    expect(approved.json.claim.status).toBe('approved')
    expect((await storedAgent(agent.id)).ownerUserId).toBe(builder.user.id)
    expect((await call(`/api/admin/claims/${rivalClaim.json.claim.id}/approve`, admin)).json.error.message).toBe('This claim was rejected already.')
    const [mail] = await findOutboxMessages({ to: builder.user.email, limit: 1 })
    expect(mail?.subject).toBe('You now manage "Clinic Desk" on Agent Atlas')
  })

  it('rejects with a note the claimant receives; they may claim again', async () => {
    const agent = await createAgent({ name: 'Court Notes', link: 'https://court-notes.example.com' })
    const admin = await sessionCookieFor(await createUser({ role: 'admin' }))
    const claimant = await signedInMember()
    const { json } = await call(`/api/agents/${agent.id}/claim`, claimant.cookie)

    expect((await call(`/api/admin/claims/${json.claim.id}/reject`, admin, { body: {} })).json.error.message).toBe('note: A note is required to reject a claim')
    const rejected = await call(`/api/admin/claims/${json.claim.id}/reject`, admin, { body: { note: 'Please write from your company address.' } })
    expect(rejected.json.claim).toMatchObject({ status: 'rejected', note: 'Please write from your company address.' })
    expect((await storedAgent(agent.id)).ownerUserId).toBeNull()
    const [mail] = await findOutboxMessages({ to: claimant.user.email, limit: 1 })
    expect(mail?.text).toContain('Note from the reviewer: Please write from your company address.')

    const retry = await call(`/api/agents/${agent.id}/claim`, claimant.cookie)
    expect(retry.json.claim.id).not.toBe(json.claim.id)
    expect(retry.json.claim.status).toBe('pending')
  })
})
