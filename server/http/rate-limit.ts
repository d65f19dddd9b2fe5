import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { checkRateLimits, rateLimitIdentifier, type TRateLimitRefusal, type TRateLimitRule, type TRateLimitSubject, type TSessionUser } from '../accounts/index.ts'
import { clientAddress } from './client-address.ts'

/** 429 with Retry-After (seconds) and a message that says how long to wait. */
export function rateLimitedResponse(c: Context, refusal: TRateLimitRefusal) {
  c.header('Retry-After', String(refusal.retryAfterSeconds))

  return c.json({ error: { code: 'RATE_LIMITED', message: refusal.message, retryAfterSeconds: refusal.retryAfterSeconds } }, 429)
}

export type RateLimitOptions = {
  /**
   * 'address': per IP. 'user': per signed-in account (put it after requireUserMiddleware).
   * 'user-or-address': the account when signed in, the IP otherwise.
   */
  by: TRateLimitSubject
}

/**
 * Rate-limit middleware for write endpoints, e.g.
 * `.post('/reviews', requireUserMiddleware, rateLimit(RATE_LIMITS.writePerAccount, { by: 'user' }), …)`.
 */
export function rateLimit(rule: TRateLimitRule, { by }: RateLimitOptions) {
  return createMiddleware<{ Variables: { user: TSessionUser | null } }>(async (c, next) => {
    const identifier = rateLimitIdentifier({ by, user: c.get('user'), address: clientAddress(c) })
    const refusal = await checkRateLimits({ checks: [{ rule, identifier }] })
    if (refusal) return rateLimitedResponse(c, refusal)

    return next()
  })
}
