import { describe, expect, it } from 'vitest'
import { readRateLimit } from './rate-limit.ts'

const NOW = Date.parse('2026-11-22T06:00:00Z')
const headers = (values: Record<string, string>) => new Headers(values)

describe('readRateLimit', () => {
  it('reads GitHub’s used-up limit: 403 with remaining 0 and the reset epoch', () => {
    const advice = readRateLimit(403, headers({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(NOW / 1000 + 90) }), NOW)

    expect(advice).toEqual({ isLimited: true, waitMs: 90_000, resetAt: new Date(NOW + 90_000) })
  })

  it('prefers retry-after (seconds or a date) and waits a minute for a bare 429', () => {
    expect(readRateLimit(429, headers({ 'retry-after': '30' }), NOW).waitMs).toBe(30_000)
    expect(readRateLimit(429, headers({ 'retry-after': new Date(NOW + 5_000).toUTCString() }), NOW).waitMs).toBe(5_000)
    expect(readRateLimit(429, headers({}), NOW).waitMs).toBe(60_000)
  })

  it('treats a plain 403 as a refusal, not a rate limit', () => {
    expect(readRateLimit(403, headers({ 'x-ratelimit-remaining': '12' }), NOW).isLimited).toBe(false)
  })

  it('warns before the refusal: a success that used the last request', () => {
    const advice = readRateLimit(200, headers({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(NOW / 1000 + 10) }), NOW)

    expect(advice).toMatchObject({ isLimited: true, waitMs: 10_000 })
  })

  it('pauses briefly when the reset is already past (clock skew) instead of retrying at once', () => {
    expect(readRateLimit(403, headers({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(NOW / 1000 - 60) }), NOW).waitMs).toBe(1_000)
  })
})
