import { createSourceClient, type HttpValidatorStore } from '../http/create-source-client.ts'

export type CreateGitHubClientOptions = {
  fetch: typeof fetch
  token: string | null
  maxRateLimitWaitMs: number
  signal?: AbortSignal
  validators?: HttpValidatorStore
  retryDelayMs?: number
}

export const CRAWLER_USER_AGENT = 'AgentAtlasCrawler/1.0 (+https://github.com/agent-atlas)'

/** GitHub REST with the headers its API asks for; search and core have separate rate limits. */
export function createGitHubClient({ fetch, token, maxRateLimitWaitMs, signal, validators, retryDelayMs }: CreateGitHubClientOptions) {
  return createSourceClient({
    fetch,
    signal,
    validators,
    maxRateLimitWaitMs,
    retryDelayMs,
    headers: {
      accept: 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28',
      'user-agent': CRAWLER_USER_AGENT,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    rateLimitBucket: (url) => (new URL(url).pathname.includes('/search/') ? 'search' : 'core'),
  })
}
