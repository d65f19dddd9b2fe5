import { afterAll, beforeAll } from 'vitest'
import { resetEnvForTests } from '../../../server/shared/env.ts'
import { startFixtureServer, type FixtureServer } from '../../support/fixture-server.ts'

const SOURCE_VARIABLES = ['GITHUB_API_URL', 'GITHUB_RAW_URL', 'HF_API_URL'] as const

/**
 * Points the crawler's GitHub, raw-content and Hugging Face base URLs at the local fixture server
 * for the calling test file. `server()` gives the running server (its scenario and requests).
 */
export function useFixtureSources(): { server: () => FixtureServer } {
  let server: FixtureServer | undefined
  const previous: Partial<Record<(typeof SOURCE_VARIABLES)[number], string | undefined>> = {}

  beforeAll(async () => {
    server = await startFixtureServer()
    for (const name of SOURCE_VARIABLES) previous[name] = process.env[name]
    process.env.GITHUB_API_URL = server.baseUrls.githubApi
    process.env.GITHUB_RAW_URL = server.baseUrls.githubRaw
    process.env.HF_API_URL = server.baseUrls.huggingFace
    resetEnvForTests()
  })

  afterAll(async () => {
    for (const name of SOURCE_VARIABLES) {
      if (previous[name] === undefined) delete process.env[name]
      else process.env[name] = previous[name]
    }
    resetEnvForTests()
    await server?.close()
  })

  return {
    server: () => {
      if (!server) throw new Error('The fixture server starts in beforeAll')

      return server
    },
  }
}

let sequence = 0

/** A valid manual-form submission with a link nobody used yet. */
export function contributionBody(overrides: Record<string, unknown> = {}) {
  sequence += 1

  return {
    agentName: `Quill Helper ${sequence}`,
    agentDescription: 'Drafts replies to customer emails and keeps a log of every conversation for the team.',
    // A host of its own: the catalogue takes similar names on one site for one agent.
    agentLink: `https://quill-${sequence}-${Date.now()}.example.org/`,
    useCase: 'support',
    industry: 'customer-service',
    difficulty: 'Beginner',
    tags: ['email', 'support'],
    deploymentGuide: 'Run it with Docker: docker run quill-helper.',
    githubRepo: '',
    ...overrides,
  }
}
