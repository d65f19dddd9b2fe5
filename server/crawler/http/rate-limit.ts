/** How long a source asks us to wait, read from its rate-limit headers. */
export type RateLimitAdvice = {
  isLimited: boolean
  /** Milliseconds until requests may resume. */
  waitMs: number
  resetAt: Date
}

/** GitHub asks for "at least one minute" when a secondary limit carries no reset header. */
const DEFAULT_WAIT_MS = 60_000
/** A reset already in the past (clock skew) still gets a short pause rather than an instant retry. */
const MINIMUM_WAIT_MS = 1_000

function waitFromHeaders(headers: Headers, now: number): number | null {
  const retryAfter = headers.get('retry-after')
  if (retryAfter) {
    const seconds = Number(retryAfter)
    if (Number.isFinite(seconds)) return Math.max(seconds * 1000, MINIMUM_WAIT_MS)
    const date = Date.parse(retryAfter)
    if (Number.isFinite(date)) return Math.max(date - now, MINIMUM_WAIT_MS)
  }
  const reset = Number(headers.get('x-ratelimit-reset'))
  if (headers.has('x-ratelimit-reset') && Number.isFinite(reset)) return Math.max(reset * 1000 - now, MINIMUM_WAIT_MS)

  return null
}

/**
 * 429 is always a rate limit; 403 only when the source says so (remaining 0 or retry-after),
 * otherwise it is a plain refusal. A 2xx with remaining 0 means the next call would be refused.
 */
export function readRateLimit(status: number, headers: Headers, now: number): RateLimitAdvice {
  const isExhausted = headers.get('x-ratelimit-remaining') === '0'
  const isRefused = status === 429 || (status === 403 && (isExhausted || headers.has('retry-after')))
  const isLimited = isRefused || (status < 300 && isExhausted)
  const waitMs = isLimited ? (waitFromHeaders(headers, now) ?? (isRefused ? DEFAULT_WAIT_MS : 0)) : 0

  return { isLimited, waitMs, resetAt: new Date(now + waitMs) }
}
