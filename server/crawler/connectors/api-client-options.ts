import { httpValidatorStore } from '../http/http-validator-store.ts'
import type { ConnectorContext } from './connector.ts'

/**
 * What a host's API client (GitHub, Hugging Face) takes from the crawl: its fetch, the wait it may
 * spend on rate limits, cancellation, retry pacing and the stored ETag/Last-Modified validators.
 */
export function apiClientOptions(context: ConnectorContext, token: string | null) {
  return {
    fetch: context.fetch,
    token,
    maxRateLimitWaitMs: context.maxRateLimitWaitMs,
    signal: context.signal,
    validators: httpValidatorStore,
    retryDelayMs: context.retryDelayMs,
  }
}
