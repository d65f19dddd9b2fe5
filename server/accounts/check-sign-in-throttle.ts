import { and, eq, isNull } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'
import { sendMail } from '../mail/index.ts'
import { logger } from '../shared/logger.ts'
import type { TRateLimitRefusal } from './check-rate-limits.ts'
import { composeAccountMail } from './compose-account-mail.ts'
import { hitRateLimit } from './hit-rate-limit.ts'
import { RATE_LIMITS } from './rate-limits.ts'

export type CheckSignInThrottleOptions = { email: string; address: string; now?: Date }

/** Longest first: the step a guesser reached decides the wait. */
const STEPS = [RATE_LIMITS.signInPerAccountAndAddress3, RATE_LIMITS.signInPerAccountAndAddress2, RATE_LIMITS.signInPerAccountAndAddress1]

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`
  const minutes = Math.ceil(seconds / 60)

  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}

async function tellOwner(email: string, address: string) {
  const [owner] = await db.select({ name: users.name, email: users.email }).from(users).where(and(eq(users.email, email), isNull(users.deletedAt))).limit(1)
  if (!owner) return
  await sendMail(composeAccountMail({ kind: 'sign-in-throttled-notice', to: owner.email, name: owner.name, newEmail: address }))
}

/**
 * Sign-in attempts on one account from one address wait longer and longer (issue 11, defect 8):
 * a minute after 5, a quarter of an hour after 10, an hour after 20. Other addresses (the owner
 * at home) are not slowed by a guesser elsewhere; an account-wide cap (100 in 15 minutes) stops
 * a botnet. Sessions and reset links never depend on this. The owner gets one mail when a step
 * first refuses.
 */
export async function checkSignInThrottle({ email, address, now = new Date() }: CheckSignInThrottleOptions): Promise<TRateLimitRefusal | null> {
  const hits = await Promise.all([
    ...STEPS.map((rule) => hitRateLimit({ rule, identifier: `${email}|${address}`, now }).then((hit) => ({ rule, hit }))),
    hitRateLimit({ rule: RATE_LIMITS.signInPerAccount, identifier: email, now }).then((hit) => ({ rule: RATE_LIMITS.signInPerAccount, hit })),
  ])
  const refused = hits.filter(({ hit }) => !hit.isAllowed)
  if (!refused.length) return null
  if (refused.some(({ rule, hit }) => hit.count === rule.limit + 1)) {
    await tellOwner(email, address).catch((error: unknown) => logger.warn({ err: error }, 'could not mail the sign-in notice'))
  }
  const retryAfterSeconds = Math.max(...refused.map(({ hit }) => hit.retryAfterSeconds))

  return { retryAfterSeconds, message: `Too many sign-in attempts. Please wait ${describeWait(retryAfterSeconds)} and try again, or reset your password.` }
}
