import { CRAWLER_USER_AGENT } from '../github/create-github-client.ts'
import { createSourceClient, type HttpValidatorStore } from '../http/create-source-client.ts'

export type CreateHuggingFaceClientOptions = {
  fetch: typeof fetch
  token: string | null
  maxRateLimitWaitMs: number
  signal?: AbortSignal
  validators?: HttpValidatorStore
  retryDelayMs?: number
}

/** The Hub API, with HF_TOKEN when set (gated and private repositories, higher limits). */
export function createHuggingFaceClient({ fetch, token, maxRateLimitWaitMs, signal, validators, retryDelayMs }: CreateHuggingFaceClientOptions) {
  return createSourceClient({
    fetch,
    signal,
    validators,
    maxRateLimitWaitMs,
    retryDelayMs,
    headers: { accept: 'application/json', 'user-agent': CRAWLER_USER_AGENT, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  })
}
