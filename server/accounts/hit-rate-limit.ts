import { createHash } from 'node:crypto'
import { lt, sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { rateLimitHits } from '../../db/schema/index.ts'
import type { TRateLimitRule } from './rate-limits.ts'

/** Keys older than this are gone for good (longer than any window in RATE_LIMITS). */
const KEEP_KEYS_MS = 24 * 60 * 60 * 1000

export type HitRateLimitOptions = {
  rule: TRateLimitRule
  /** An IP address, an email or a user id: hashed before it is stored. */
  identifier: string
  now?: Date
}

export type TRateLimitHit = { isAllowed: boolean; count: number; retryAfterSeconds: number }

/**
 * Counts one hit in the database (so the limit holds across processes) with one atomic upsert:
 * a window starts at the key's first hit and lasts `windowSeconds`; the next hit after it starts
 * a new one. Refused hits count too, so hammering does not help.
 */
export async function hitRateLimit({ rule, identifier, now = new Date() }: HitRateLimitOptions): Promise<TRateLimitHit> {
  const key = `${rule.name}:${createHash('sha256').update(identifier).digest('base64url')}`
  const windowEndedBefore = new Date(now.getTime() - rule.windowSeconds * 1000).toISOString()
  const isExpired = sql`${rateLimitHits.windowStart} <= ${windowEndedBefore}::timestamptz`
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        windowStart: sql`case when ${isExpired} then ${now.toISOString()}::timestamptz else ${rateLimitHits.windowStart} end`,
        count: sql`case when ${isExpired} then 1 else ${rateLimitHits.count} + 1 end`,
      },
    })
    .returning({ windowStart: rateLimitHits.windowStart, count: rateLimitHits.count })
  if (!row) throw new Error('The rate limiter did not record the hit')

  // A new window is rare enough to sweep stale keys then, instead of running a scheduled job.
  if (row.count === 1) await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, new Date(now.getTime() - KEEP_KEYS_MS)))

  const windowEndsAt = row.windowStart.getTime() + rule.windowSeconds * 1000
  const retryAfterSeconds = Math.max(1, Math.ceil((windowEndsAt - now.getTime()) / 1000))

  return { isAllowed: row.count <= rule.limit, count: row.count, retryAfterSeconds }
}
