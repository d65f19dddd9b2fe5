import { and, eq, gt, inArray, isNull } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { oneTimeTokens } from '../../db/schema/index.ts'
import { AppError } from '../shared/errors.ts'
import type { TOneTimeTokenPurpose } from './create-one-time-token.ts'
import { hashToken } from './random-token.ts'

export type ConsumeOneTimeTokenOptions = {
  token: string
  purposes: TOneTimeTokenPurpose[]
  now?: Date
}

export type TConsumedToken = { userId: number; purpose: TOneTimeTokenPurpose; email: string | null }

/**
 * Marks a link's token used and returns what it was for. One atomic UPDATE: two clicks racing
 * on the same link cannot both succeed. Unknown, used and expired tokens get the same answer.
 */
export async function consumeOneTimeToken({ token, purposes, now = new Date() }: ConsumeOneTimeTokenOptions): Promise<TConsumedToken> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.id, hashToken(token)),
        inArray(oneTimeTokens.purpose, purposes),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ userId: oneTimeTokens.userId, purpose: oneTimeTokens.purpose, email: oneTimeTokens.email })
  if (!row) throw new AppError('BAD_REQUEST', 'This link is invalid, already used or expired. Ask for a new one.', { reason: 'INVALID_TOKEN' })

  return { userId: row.userId, purpose: row.purpose as TOneTimeTokenPurpose, email: row.email }
}
