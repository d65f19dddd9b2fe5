import { hitRateLimit } from './hit-rate-limit.ts'
import type { TRateLimitRule } from './rate-limits.ts'

export type CheckRateLimitsOptions = {
  /** Checked in order; the first refusal stops (later keys are not counted). */
  checks: { rule: TRateLimitRule; identifier: string }[]
  now?: Date
}

export type TRateLimitRefusal = { retryAfterSeconds: number; message: string }

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`
  const minutes = Math.ceil(seconds / 60)

  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}

/** Counts a request against its limits; null when it may go on, otherwise what to tell the caller. */
export async function checkRateLimits({ checks, now }: CheckRateLimitsOptions): Promise<TRateLimitRefusal | null> {
  for (const { rule, identifier } of checks) {
    const hit = await hitRateLimit({ rule, identifier, now })
    if (!hit.isAllowed) {
      return {
        retryAfterSeconds: hit.retryAfterSeconds,
        message: `Too many attempts. Please wait ${describeWait(hit.retryAfterSeconds)} and try again.`,
      }
    }
  }

  return null
}
