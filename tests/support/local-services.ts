import { afterAll, afterEach, beforeAll } from 'vitest'
import { useLocalService } from './env.ts'
import { startFakeLlmServer } from './fake-llm-server.ts'
import { FAKE_STRIPE_SECRET_KEY, FAKE_STRIPE_WEBHOOK_SECRET, startFakeStripe } from './fake-stripe.ts'
import { fixtureSourceEnv, startFixtureServer, type FixtureServer } from './fixture-server.ts'

/**
 * The local stand-ins a test file points the server at, each started before the file's tests and
 * stopped after them, with the environment put back as it was.
 */

/** The real Stripe SDK talks to a fake Stripe server on 127.0.0.1. */
export function useFakeStripe() {
  const { service } = useLocalService('fake Stripe server', startFakeStripe, (fake) => ({
    STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
    STRIPE_API_URL: fake.origin,
  }))

  return { fake: service }
}

/** The assistants ask a fake OpenAI-compatible model. */
export function useFakeLlm() {
  const { service } = useLocalService('fake model', startFakeLlmServer, (server) => ({
    LLM_BASE_URL: server.baseUrl,
    LLM_API_KEY: 'sk-test-server-secret-key',
    LLM_MODEL: 'fake-model',
    // Generous: the machine is shared; the timeout test shortens it for itself.
    LLM_TIMEOUT_MS: '15000',
  }))

  return { llm: service }
}

/** GitHub, raw content and Hugging Face answer from the recorded fixtures (auto-extract, claims). */
export function useFixtureSources() {
  const { service } = useLocalService('fixture server', () => startFixtureServer(), fixtureSourceEnv)

  return { server: service }
}

/**
 * The fixture server for crawls that are handed its addresses (`liveSettings(server)`) rather than
 * reading them from the environment; each test's overrides are cleared after it.
 */
export function useFixtureServer(): { server: () => FixtureServer } {
  let server: FixtureServer | undefined
  beforeAll(async () => {
    server = await startFixtureServer()
  })
  afterEach(() => {
    if (server) server.scenario.overrides.length = 0
  })
  afterAll(() => server?.close())

  return {
    server: () => {
      if (!server) throw new Error('The fixture server starts in beforeAll')

      return server
    },
  }
}
