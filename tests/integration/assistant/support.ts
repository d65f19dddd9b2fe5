import { afterAll, beforeAll } from 'vitest'
import { resetEnvForTests } from '../../../server/shared/env.ts'
import { startFakeLlmServer, type FakeLlmServer } from '../../support/fake-llm-server.ts'

const VARIABLES = ['LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL', 'LLM_TIMEOUT_MS'] as const

/** Points the assistants at a local fake OpenAI-compatible server for the calling test file. */
export function useFakeLlm(): { llm: () => FakeLlmServer } {
  let server: FakeLlmServer | undefined
  const previous: Partial<Record<(typeof VARIABLES)[number], string | undefined>> = {}
  beforeAll(async () => {
    server = await startFakeLlmServer()
    for (const name of VARIABLES) previous[name] = process.env[name]
    process.env.LLM_BASE_URL = server.baseUrl
    process.env.LLM_API_KEY = 'sk-test-server-secret-key'
    process.env.LLM_MODEL = 'fake-model'
    // Generous: the machine is shared; the timeout test shortens it for itself.
    process.env.LLM_TIMEOUT_MS = '15000'
    resetEnvForTests()
  })
  afterAll(async () => {
    for (const name of VARIABLES) {
      if (previous[name] === undefined) delete process.env[name]
      else process.env[name] = previous[name]
    }
    resetEnvForTests()
    await server?.close()
  })

  return {
    llm: () => {
      if (!server) throw new Error('The fake model starts in beforeAll')
      return server
    },
  }
}

export type SseEvent = { event: string; data: unknown }

/** Reads a server-sent-events body into its events. */
export async function readEvents(response: Response): Promise<SseEvent[]> {
  const text = await response.text()

  return text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message'
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n')
      return { event, data: JSON.parse(data) }
    })
}
