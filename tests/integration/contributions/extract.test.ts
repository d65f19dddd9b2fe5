import { beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/http/app.ts'
import { apiRequest, createUser, sessionCookieFor } from '../../support/auth.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgent } from '../../support/factories/agents.ts'
import { useFixtureSources } from '../../support/local-services.ts'

setupTestDatabase()
const sources = useFixtureSources()
const app = createApp()
let cookie: string

beforeAll(async () => {
  cookie = await sessionCookieFor(await createUser())
})

async function extract(url: unknown, as: string | null = cookie) {
  const response = await apiRequest(app, '/api/contributions/extract', { method: 'POST', body: { url }, cookie: as })

  return { status: response.status, json: await response.json() }
}

describe('POST /api/contributions/extract', () => {
  it('reads a GitHub repository through the fixture server into editable fields', async () => {
    const { status, json } = await extract('https://github.com/crewAIInc/crewAI')

    expect(status).toBe(200)
    expect(json).toMatchObject({
      source: 'github',
      agentName: 'crewAI',
      agentLink: 'https://github.com/crewAIInc/crewAI',
      githubRepo: 'https://github.com/crewAIInc/crewAI',
      useCase: 'multi-agent',
      tags: ['agents', 'ai-agent', 'llm', 'multi-agent'],
      metadata: { stars: 35054, language: 'Python', licence: 'MIT', topics: ['agents', 'ai-agent', 'llm', 'multi-agent'], extractedFrom: 'github' },
      alreadyListed: null,
    })
    expect(json.agentDescription).toContain('Cutting-edge framework for orchestrating role-playing, autonomous AI agents')
    expect(json.agentDescription.length).toBeGreaterThanOrEqual(50)
    expect(['beginner', 'intermediate', 'advanced']).toContain(json.difficulty)
    expect(sources.server().requests.some((request) => request.url === '/github/repos/crewaiinc/crewai')).toBe(true)
  })

  it('reads a Hugging Face model with its likes', async () => {
    const { status, json } = await extract('https://huggingface.co/Salesforce/xLAM-7b-fc-r')

    expect(status).toBe(200)
    expect(json).toMatchObject({
      source: 'huggingface',
      agentName: 'xLAM-7b-fc-r',
      agentLink: 'https://huggingface.co/Salesforce/xLAM-7b-fc-r',
      githubRepo: null,
      metadata: { likes: 323, licence: 'cc-by-nc-4.0', extractedFrom: 'huggingface' },
    })
    expect(json.tags.length).toBeLessThanOrEqual(5)
  })

  it('says when the agent is listed already, with its claim page', async () => {
    const agent = await createAgent({ name: 'hia', link: 'https://github.com/harshhh28/hia', repoFullName: 'harshhh28/hia' })
    const { json } = await extract('https://github.com/harshhh28/hia')

    expect(json.alreadyListed).toEqual({ agentId: agent.id, agentName: 'hia', agentUrl: `/agents/${agent.id}`, claimUrl: `/agents/${agent.id}/claim` })
  })

  it('answers "Extraction failed" when the repository does not exist', async () => {
    const github = await extract('https://github.com/nobody-here/no-such-repository')
    expect(github.status).toBe(422)
    expect(github.json.error).toEqual({ code: 'UNPROCESSABLE', message: 'Extraction failed', description: 'Failed to fetch repository data' })

    const hub = await extract('https://huggingface.co/nobody-here/no-such-model')
    expect(hub.status).toBe(422)
    expect(hub.json.error.description).toBe('Failed to fetch repository data')
  })

  it('answers "Extraction failed" when GitHub cannot answer', async () => {
    const server = sources.server()
    server.scenario.overrides.push({ match: (url) => url.pathname === '/github/repos/crewaiinc/crewai', status: 403, body: '{"message":"Forbidden"}' })
    try {
      const { status, json } = await extract('https://github.com/crewAIInc/crewAI')

      expect(status).toBe(503)
      expect(json.error).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'Extraction failed', description: 'Failed to extract data from GitHub repository' })
    } finally {
      server.scenario.overrides.pop()
    }
  })

  it.each([
    ['https://gitlab.com/owner/agent', 'Unsupported URL. Please use GitHub or Hugging Face links.'],
    ['https://example.org/my-agent', 'Unsupported URL. Please use GitHub or Hugging Face links.'],
    ['https://github.com/only-an-owner', 'Invalid GitHub URL format'],
    ['https://github.com/topics/ai-agents', 'Invalid GitHub URL format'],
    ['https://huggingface.co/only-an-owner', 'Invalid Hugging Face URL format'],
    ['https://huggingface.co/datasets/owner/some-data', 'Invalid Hugging Face URL format'],
    ['just words', 'Please enter a valid URL'],
  ])('refuses %s: %s', async (url, message) => {
    const before = sources.server().requests.length
    const { status, json } = await extract(url)

    expect(status).toBe(400)
    expect(json.error).toEqual({ code: 'BAD_REQUEST', message })
    expect(sources.server().requests.length, 'nothing is fetched for a refused link').toBe(before)
  })

  it('refuses an empty URL and visitors', async () => {
    expect((await extract('')).json.error.message).toBe('url: Please enter a valid URL')
    expect((await extract('https://github.com/crewAIInc/crewAI', null)).status).toBe(401)
  })

  it('keeps what it read with the submission that follows, without trusting the client', async () => {
    const extracted = (await extract('https://github.com/crewAIInc/crewAI')).json
    const response = await apiRequest(app, '/api/contributions', {
      method: 'POST',
      cookie,
      body: { ...extracted, agentName: 'CrewAI (edited)', tags: ['multi-agent'], metadata: { stars: 999_999_999 } },
    })
    const { contribution } = await response.json()

    expect(response.status).toBe(201)
    expect(contribution).toMatchObject({ agentName: 'CrewAI (edited)', tags: ['multi-agent'], metadata: { stars: 35054, language: 'Python', licence: 'MIT' } })
  })

  it('limits each member to 20 extractions in 10 minutes (429 with Retry-After)', async () => {
    const busy = await sessionCookieFor(await createUser())
    for (let attempt = 0; attempt < 20; attempt++) expect((await extract('https://example.org/not-supported', busy)).status).toBe(400)

    const response = await apiRequest(app, '/api/contributions/extract', { method: 'POST', body: { url: 'https://github.com/crewAIInc/crewAI' }, cookie: busy })
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await response.json()).error.code).toBe('RATE_LIMITED')
    expect((await extract('https://example.org/not-supported')).status, 'other members are not affected').toBe(400)
  })
})
