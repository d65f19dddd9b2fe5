import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFixtureServer, type FixtureServer } from '../../../tests/support/fixture-server.ts'
import { isRateLimitedError } from '../http/source-errors.ts'
import { createGitHubClient } from './create-github-client.ts'
import { lookUpGitHubRepository } from './look-up-github-repository.ts'

let server: FixtureServer
beforeAll(async () => {
  server = await startFixtureServer()
})
afterAll(() => server.close())

const lookUp = (fullName: string, { token = null as string | null, maxRateLimitWaitMs = 0 } = {}) =>
  lookUpGitHubRepository({
    fullName,
    apiUrl: server.baseUrls.githubApi,
    client: createGitHubClient({ fetch, token, maxRateLimitWaitMs, retryDelayMs: 1 }),
  })

describe('lookUpGitHubRepository', () => {
  it('reads a repository with its stars, licence and archived flag', async () => {
    const found = await lookUp('reworkd/AgentGPT')

    expect(found).toMatchObject({ status: 'found', renamedFrom: null, repository: { full_name: 'reworkd/AgentGPT', archived: true } })
  })

  it('follows a 301 rename to the repository’s new name and says where it came from', async () => {
    const found = await lookUp('OpenDevin/OpenDevin')

    expect(found).toMatchObject({ status: 'found', renamedFrom: 'opendevin/opendevin', repository: { full_name: 'All-Hands-AI/OpenHands' } })
    expect(server.requests.at(-1)?.url).toBe('/github/repositories/214972159')
  })

  it('answers gone for a 404, which marks a link dead', async () => {
    expect(await lookUp('some-user/does-not-exist')).toEqual({ status: 'gone', httpStatus: 404 })
  })

  it('sends the token as a Bearer authorization when one is set, and none otherwise', async () => {
    await lookUp('crewAIInc/crewAI', { token: 'ghp_fixture' })
    expect(server.requests.at(-1)?.headers.authorization).toBe('Bearer ghp_fixture')

    await lookUp('crewAIInc/crewAI')
    expect(server.requests.at(-1)?.headers.authorization).toBeUndefined()
  })

  it('stops with a rate-limit error when the reset is further away than it may wait', async () => {
    const override = { match: (url: URL) => url.pathname.startsWith('/github/repos/'), rateLimitResetInSeconds: 3600 }
    server.scenario.overrides.push(override)
    const before = server.requests.length
    try {
      const error = await lookUp('crewAIInc/crewAI').catch((caught: unknown) => caught)

      expect(isRateLimitedError(error)).toBe(true)
      // One refused request, no hammering.
      expect(server.requests.length - before).toBe(1)
    } finally {
      server.scenario.overrides.splice(server.scenario.overrides.indexOf(override), 1)
    }
  })

  it('waits for a reset that is near, then gets its answer', async () => {
    let refusals = 1
    const override = { match: (url: URL) => url.pathname.endsWith('/harshhh28/hia') && refusals-- > 0, rateLimitResetInSeconds: 1 }
    server.scenario.overrides.push(override)
    try {
      const started = Date.now()
      const found = await lookUp('harshhh28/hia', { maxRateLimitWaitMs: 5_000 })

      expect(found).toMatchObject({ status: 'found', repository: { full_name: 'harshhh28/hia' } })
      expect(Date.now() - started).toBeGreaterThanOrEqual(900)
    } finally {
      server.scenario.overrides.splice(server.scenario.overrides.indexOf(override), 1)
    }
  })

  it('does not count a plain 403 refusal against the link', async () => {
    const override = { match: (url: URL) => url.pathname.endsWith('/crewAIInc/crewAI'), status: 403, body: '{"message":"Repository access blocked"}' }
    server.scenario.overrides.push(override)
    try {
      expect(await lookUp('crewAIInc/crewAI')).toMatchObject({ status: 'unavailable' })
    } finally {
      server.scenario.overrides.splice(server.scenario.overrides.indexOf(override), 1)
    }
  })
})
