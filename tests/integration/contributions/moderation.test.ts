import { beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/http/app.ts'
import { findOutboxMessages } from '../../../server/mail/index.ts'
import { apiRequest, createUser, sessionCookieFor, type TTestUser } from '../../support/auth.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { useFixtureSources } from '../../support/local-services.ts'
import { contributionBody } from './support.ts'

setupTestDatabase()
useFixtureSources()
const app = createApp()
let adminCookie: string
let member: TTestUser
let memberCookie: string

beforeAll(async () => {
  adminCookie = await sessionCookieFor(await createUser({ role: 'admin' }))
  member = await createUser({ name: 'Rosa Builder' })
  memberCookie = await sessionCookieFor(member)
})

async function call(path: string, options: { method?: string; body?: unknown; cookie?: string | null } = {}) {
  const response = await apiRequest(app, path, { cookie: adminCookie, ...options })

  return { status: response.status, json: await response.json() }
}

/** A pending contribution by `member` (each test a fresh one). */
async function pendingContribution(overrides: Record<string, unknown> = {}) {
  const { status, json } = await call('/api/contributions', { method: 'POST', body: contributionBody(overrides), cookie: await sessionCookieFor(member) })
  if (status !== 201) throw new Error(`submission failed: ${JSON.stringify(json)}`)

  return json.contribution as { id: number; agentName: string }
}

async function myContribution(id: number) {
  const { json } = await call('/api/contributions/mine', { cookie: memberCookie })

  return json.contributions.find((contribution: { id: number }) => contribution.id === id)
}

describe('the moderation queue', () => {
  it('lists pending contributions oldest first, with submitters and counts, for admins only', async () => {
    const first = await pendingContribution()
    const second = await pendingContribution()
    const { status, json } = await call('/api/admin/contributions')

    expect(status).toBe(200)
    const ids = json.contributions.map((contribution: { id: number }) => contribution.id)
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id))
    expect(json.contributions.find((contribution: { id: number }) => contribution.id === first.id).submitter).toEqual({ id: member.id, name: 'Rosa Builder', email: member.email })
    expect(json.counts.pending).toBe(json.total)
    expect((await call('/api/admin/contributions?status=maybe')).status).toBe(400)
    expect((await call('/api/admin/contributions', { cookie: memberCookie })).status).toBe(403)
  })

  it('lets an admin correct a pending contribution', async () => {
    const contribution = await pendingContribution()
    const { status, json } = await call(`/api/admin/contributions/${contribution.id}`, { method: 'PATCH', body: { agentName: 'Quill Helper Pro', category: 'content' } })

    expect(status).toBe(200)
    expect(json.contribution).toMatchObject({ agentName: 'Quill Helper Pro', useCase: 'content', status: 'pending' })
    expect((await call(`/api/admin/contributions/${contribution.id}`, { method: 'PATCH', body: {} })).json.error.message).toBe('Change at least one field')
    expect((await call('/api/admin/contributions/999999', { method: 'PATCH', body: { agentName: 'X' } })).status).toBe(404)
  })
})

describe('approving', () => {
  it('publishes the agent through the community connector, records the decision and mails the submitter', async () => {
    const contribution = await pendingContribution({ agentName: 'Zorblux Ledger Scribe', tags: ['Invoices', 'ledger'] })
    const { status, json } = await call(`/api/admin/contributions/${contribution.id}/approve`, { method: 'POST', body: { note: 'Checked: works and is free.' } })

    expect(status).toBe(200)
    expect(json.outcome).toBe('created')
    expect(json.agentUrl).toBe(`/agents/${json.agentId}`)
    expect(json.contribution).toMatchObject({ status: 'approved', adminNotes: 'Checked: works and is free.', publishedAgentId: json.agentId })
    expect(Date.now() - Date.parse(json.contribution.reviewedAt)).toBeLessThan(60_000)

    const mine = await myContribution(contribution.id)
    expect(mine).toMatchObject({ status: 'approved', publishedAgentId: json.agentId })

    const search = await call('/api/agents?search=zorblux', { cookie: null })
    expect(search.json.agents.map((agent: { id: number }) => agent.id)).toEqual([json.agentId])
    const agent = await call(`/api/agents/${json.agentId}`, { cookie: null })
    expect(agent.json).toMatchObject({ name: 'Zorblux Ledger Scribe', category: 'support', industry: 'customer-service', difficulty: 'beginner', tags: ['invoices', 'ledger'] })
    expect(agent.json.provenance.map((entry: { directory: string }) => entry.directory)).toEqual(['community'])

    const [mail] = await findOutboxMessages({ to: member.email, limit: 1 })
    expect(mail?.subject).toBe('Your agent "Zorblux Ledger Scribe" is live on Agent Atlas')
    expect(mail?.text).toContain(`/agents/${json.agentId}`)
  })

  it('fills in what GitHub says about the repository at approval', async () => {
    const contribution = await pendingContribution({ agentName: 'CrewAI', agentLink: 'https://github.com/crewAIInc/crewAI', useCase: 'multi-agent' })
    const { json } = await call(`/api/admin/contributions/${contribution.id}/approve`, { method: 'POST' })
    const agent = await call(`/api/agents/${json.agentId}`, { cookie: null })

    expect(agent.json).toMatchObject({ name: 'CrewAI', category: 'multi-agent', stars: 35054, language: 'Python', licence: 'MIT', builderProfile: 'crewAIInc' })
    expect(json.contribution.metadata).toMatchObject({ stars: 35054, language: 'Python', extractedFrom: 'github' })
  })

  it('decides a contribution once', async () => {
    const contribution = await pendingContribution()
    expect((await call(`/api/admin/contributions/${contribution.id}/approve`, { method: 'POST' })).status).toBe(200)

    const again = await call(`/api/admin/contributions/${contribution.id}/reject`, { method: 'POST', body: { note: 'Too late' } })
    expect(again.status).toBe(409)
    expect(again.json.error.message).toBe('This contribution was approved already.')
    expect((await call(`/api/admin/contributions/${contribution.id}`, { method: 'PATCH', body: { agentName: 'Renamed' } })).status).toBe(409)
    expect((await call('/api/admin/contributions/999999/approve', { method: 'POST' })).status).toBe(404)
  })
})

describe('rejecting', () => {
  it('needs a note, then records it and mails it to the submitter', async () => {
    const contribution = await pendingContribution()
    const missing = await call(`/api/admin/contributions/${contribution.id}/reject`, { method: 'POST', body: { note: '  ' } })
    expect(missing.status).toBe(400)
    expect(missing.json.error.message).toBe('note: A note is required to reject a contribution')

    const { status, json } = await call(`/api/admin/contributions/${contribution.id}/reject`, { method: 'POST', body: { note: 'This one needs a paid licence.' } })
    expect(status).toBe(200)
    expect(json.contribution).toMatchObject({ status: 'rejected', adminNotes: 'This one needs a paid licence.', publishedAgentId: null })
    expect(json.contribution.reviewedAt).not.toBeNull()
    expect(await myContribution(contribution.id)).toMatchObject({ status: 'rejected', adminNotes: 'This one needs a paid licence.' })

    const [mail] = await findOutboxMessages({ to: member.email, limit: 1 })
    expect(mail?.subject).toBe(`Your submission "${contribution.agentName}" was not published`)
    expect(mail?.text).toContain('Note from the reviewer: This one needs a paid licence.')
  })

  it('rejects in bulk, skipping what is not pending', async () => {
    const batch = [await pendingContribution(), await pendingContribution(), await pendingContribution()]
    const decided = await pendingContribution()
    await call(`/api/admin/contributions/${decided.id}/approve`, { method: 'POST' })
    const mailsBefore = (await findOutboxMessages({ to: member.email, limit: 500 })).length

    const ids = [...batch.map((contribution) => contribution.id), decided.id, 999999]
    const { status, json } = await call('/api/admin/contributions/bulk-reject', { method: 'POST', body: { ids, note: 'Spam wave' } })

    expect(status).toBe(200)
    expect(json).toEqual({ rejected: batch.map((contribution) => contribution.id), skipped: [decided.id, 999999] })
    for (const contribution of batch) expect(await myContribution(contribution.id)).toMatchObject({ status: 'rejected', adminNotes: 'Spam wave' })
    expect((await findOutboxMessages({ to: member.email, limit: 500 })).length).toBe(mailsBefore + 3)
    expect((await call('/api/admin/contributions/bulk-reject', { method: 'POST', body: { ids: [], note: 'x' } })).json.error.message).toBe('ids: Select at least one contribution')
  })
})

describe('POST /api/agents (the admin’s direct add)', () => {
  const valid = () => ({ name: `Direct Desk ${Date.now()}`, description: 'Answers front-desk questions for small clinics around the clock.', link: `https://example.org/direct/${Date.now()}`, difficulty: 'Difficult', useCase: 'healthcare' })

  it('publishes at once with the spec’s defaults', async () => {
    const body = valid()
    const { status, json } = await call('/api/agents', { method: 'POST', body })

    expect(status).toBe(201)
    expect(json).toEqual({ message: 'Agent added successfully', agent: { id: expect.any(Number), url: `/agents/${json.agent.id}` } })
    const agent = await call(`/api/agents/${json.agent.id}`, { cookie: null })
    expect(agent.json).toMatchObject({ name: body.name, difficulty: 'advanced', industry: 'healthcare', category: 'general', priceCents: 0, pricingType: 'free', source: 'web', provenance: [] })

    const again = await call('/api/agents', { method: 'POST', body })
    expect(again.status).toBe(409)
    expect(again.json.error.agentId).toBe(json.agent.id)
  })

  it.each([
    ['link', { link: 'nope' }, 'Please enter a valid URL'],
    ['name', { name: '' }, 'Name is required'],
    ['description', { description: '' }, 'Description is required'],
    ['useCase', { useCase: '' }, 'Use case is required'],
    ['difficulty', { difficulty: 'Hardcore' }, 'Difficulty must be Beginner, Intermediate, Advanced or Difficult'],
  ])('refuses a bad %s', async (field, overrides, message) => {
    const { status, json } = await call('/api/agents', { method: 'POST', body: { ...valid(), ...overrides } })

    expect(status).toBe(400)
    expect(json.error.message).toBe(`${field}: ${message}`)
  })

  it('is for admins only', async () => {
    expect((await call('/api/agents', { method: 'POST', body: valid(), cookie: memberCookie })).status).toBe(403)
  })
})
