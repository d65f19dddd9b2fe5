import { beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/http/app.ts'
import { apiRequest, createUser, sessionCookieFor, type TTestUser } from '../../support/auth.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgent } from '../../support/factories/agents.ts'
import { contributionBody } from './support.ts'

setupTestDatabase()
const app = createApp()
let member: TTestUser
let memberCookie: string

beforeAll(async () => {
  member = await createUser()
  memberCookie = await sessionCookieFor(member)
})

/** The limiter allows a member 20 submissions an hour: tests that do not follow one member use fresh ones. */
async function submit(body: unknown, cookie: string | null | undefined = undefined) {
  if (cookie === undefined) cookie = await sessionCookieFor(await createUser())
  const response = await apiRequest(app, '/api/contributions', { method: 'POST', body, cookie })

  return { status: response.status, json: await response.json() }
}

describe('POST /api/contributions', () => {
  it('stores a pending contribution from the signed-in member, whatever the body claims', async () => {
    const otherUser = await createUser()
    const body = contributionBody({ submitterId: otherUser.id, status: 'approved', tags: ['  email ', 'Support'] })
    const { status, json } = await submit(body, memberCookie)

    expect(status).toBe(201)
    expect(json.message).toBe('Agent Submitted Successfully!')
    expect(json.contribution).toMatchObject({
      agentName: body.agentName,
      agentLink: body.agentLink,
      useCase: 'support',
      industry: 'customer-service',
      difficulty: 'beginner',
      tags: ['email', 'Support'],
      githubRepo: null,
      status: 'pending',
      adminNotes: null,
      reviewedAt: null,
      publishedAgentId: null,
    })

    const mine = await apiRequest(app, '/api/contributions/mine', { cookie: memberCookie })
    expect((await mine.json()).contributions.map((contribution: { id: number }) => contribution.id)).toContain(json.contribution.id)
    const theirs = await apiRequest(app, '/api/contributions/mine', { cookie: await sessionCookieFor(otherUser) })
    expect((await theirs.json()).contributions).toEqual([])
  })

  it('accepts `category` for the use case and normalises the spec’s difficulty spellings', async () => {
    const { status, json } = await submit(contributionBody({ useCase: undefined, category: 'coding', difficulty: 'Difficult', industry: '' }))

    expect(status).toBe(201)
    expect(json.contribution).toMatchObject({ useCase: 'coding', difficulty: 'advanced', industry: 'general' })
  })

  it.each([
    ['agentName', { agentName: '' }, 'Name is required'],
    ['agentDescription', { agentDescription: '' }, 'Description is required'],
    ['agentDescription', { agentDescription: 'Too short to say what it does.' }, 'Description must be at least 50 characters'],
    ['agentLink', { agentLink: 'not a link' }, 'Please enter a valid URL'],
    ['useCase', { useCase: '' }, 'Use case is required'],
    ['useCase', { useCase: 'astrology' }, 'Choose a use case from the list'],
    ['difficulty', { difficulty: '' }, 'Difficulty is required'],
    ['difficulty', { difficulty: 'impossible' }, 'Difficulty must be Beginner, Intermediate, Advanced or Difficult'],
    ['githubRepo', { githubRepo: 'github dot com' }, 'Please enter a valid URL'],
    ['tags', { tags: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'At most 5 tags'],
    ['tags', { tags: ['email', ' Email '] }, 'Each tag can be added only once'],
  ])('refuses a bad %s: %s', async (field, overrides, message) => {
    const { status, json } = await submit(contributionBody(overrides))

    expect(status).toBe(400)
    expect(json.error.code).toBe('BAD_REQUEST')
    expect(json.error.message).toBe(`${field}: ${message}`)
  })

  it('counts 50 characters after trimming', async () => {
    const fortyNine = 'x'.repeat(49)

    expect((await submit(contributionBody({ agentDescription: `  ${fortyNine}  ` }))).status).toBe(400)
    expect((await submit(contributionBody({ agentDescription: `${fortyNine}y` }))).status).toBe(201)
  })

  it('asks visitors to sign in', async () => {
    const { status, json } = await submit(contributionBody(), null)

    expect(status).toBe(401)
    expect(json.error.code).toBe('UNAUTHORIZED')
  })
})

describe('duplicate detection', () => {
  it('answers 409 with the listed agent, its page and its claim page (same canonical URL)', async () => {
    const agent = await createAgent({ name: 'Ledger Lens', link: 'https://ledgerlens.example.com/app' })
    const { status, json } = await submit(contributionBody({ agentName: 'Ledger Lens', agentLink: 'http://www.ledgerlens.example.com/app/?utm_source=newsletter' }))

    expect(status).toBe(409)
    expect(json.error).toMatchObject({ code: 'CONFLICT', agentId: agent.id, agentUrl: `/agents/${agent.id}`, claimUrl: `/agents/${agent.id}/claim` })
    expect(json.error.message).toBe('Ledger Lens is already listed on Agent Atlas. If you build it, claim the listing to manage it instead of submitting it again.')
  })

  it('finds the listed agent by its repository, even when the link is a website', async () => {
    const agent = await createAgent({ link: 'https://github.com/Acme/Triage-Bot', repoFullName: 'acme/triage-bot' })
    const { status, json } = await submit(contributionBody({ agentLink: 'https://triage.acme.example', githubRepo: 'https://github.com/acme/triage-bot' }))

    expect(status).toBe(409)
    expect(json.error.agentId).toBe(agent.id)
  })

  it('does not take a folder inside a listed repository for the repository', async () => {
    await createAgent({ link: 'https://github.com/acme/agent-cookbook', repoFullName: 'acme/agent-cookbook' })
    const { status } = await submit(contributionBody({ agentLink: 'https://github.com/acme/agent-cookbook/tree/main/recipes/invoice-agent' }))

    expect(status).toBe(201)
  })

  it('refuses a second submission of an agent waiting for review', async () => {
    const body = contributionBody()
    expect((await submit(body, memberCookie)).status).toBe(201)

    const again = await submit({ ...body, agentLink: `${body.agentLink}/` }, memberCookie)
    expect(again.status).toBe(409)
    expect(again.json.error.message).toBe('You submitted this agent already. It is waiting for review.')

    const byAnother = await submit(body, await sessionCookieFor(await createUser()))
    expect(byAnother.status).toBe(409)
    expect(byAnother.json.error.message).toBe('This agent was submitted already and is waiting for review.')
    expect(byAnother.json.error.contributionId).toBeUndefined()
  })

  it('keeps one of the same link submitted by two members at the same moment', async () => {
    const body = contributionBody()
    const cookies = [await sessionCookieFor(await createUser()), await sessionCookieFor(await createUser())]
    const answers = await Promise.all(cookies.map((cookie) => submit(body, cookie)))

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409])
    expect(answers.find((answer) => answer.status === 409)?.json.error.message).toBe('This agent was submitted already and is waiting for review.')
  })
})
