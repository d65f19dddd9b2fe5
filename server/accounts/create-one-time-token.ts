import { and, eq, isNull, lt } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { oneTimeTokens } from '../../db/schema/index.ts'
import { createRandomToken, hashToken } from './random-token.ts'

export type TOneTimeTokenPurpose = 'password-reset' | 'email-change' | 'email-verify'

/** How long each kind of link works. A reset link is short-lived: it grants the account. */
export const ONE_TIME_TOKEN_LIFETIME_MINUTES: Record<TOneTimeTokenPurpose, number> = {
  'password-reset': 60,
  'email-change': 24 * 60,
  'email-verify': 7 * 24 * 60,
}

export type CreateOneTimeTokenOptions = {
  userId: number
  purpose: TOneTimeTokenPurpose
  email?: string
  now?: Date
}

/**
 * A token for a link sent by mail. Earlier unused tokens of the same purpose stop working, so
 * only the newest link in the member's inbox is valid.
 */
export async function createOneTimeToken({ userId, purpose, email, now = new Date() }: CreateOneTimeTokenOptions): Promise<string> {
  const token = createRandomToken()
  const expiresAt = new Date(now.getTime() + ONE_TIME_TOKEN_LIFETIME_MINUTES[purpose] * 60_000)
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)))
    // Expired links are useless; sweeping them here keeps the table small without a job.
    await tx.delete(oneTimeTokens).where(lt(oneTimeTokens.expiresAt, now))
    await tx.insert(oneTimeTokens).values({ id: hashToken(token), userId, purpose, email: email ?? null, createdAt: now, expiresAt })
  })

  return token
}
