import { and, eq, ne } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'
import { AppError } from '../shared/errors.ts'
import type { TSessionUser } from './accounts.schemas.ts'
import { consumeOneTimeToken } from './consume-one-time-token.ts'
import { isUniqueViolation } from '../shared/is-unique-violation.ts'
import { toSessionUser } from './to-session-user.ts'

export type ConfirmEmailOptions = { token: string; now?: Date }

/**
 * Follows a confirmation link: a new address replaces the old one, a welcome link marks the
 * address confirmed. Works without being signed in (the link itself is the proof).
 */
export async function confirmEmail({ token, now = new Date() }: ConfirmEmailOptions): Promise<TSessionUser> {
  const consumed = await consumeOneTimeToken({ token, purposes: ['email-change', 'email-verify'], now })
  const email = consumed.email
  if (!email) throw new AppError('BAD_REQUEST', 'This link is invalid, already used or expired. Ask for a new one.')

  if (consumed.purpose === 'email-change') {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, consumed.userId)))
      .limit(1)
    if (taken) throw new AppError('CONFLICT', 'Another account started using this email address in the meantime.')
  }

  // Only confirm the address the link was sent to: a welcome link mailed before an email change confirms nothing.
  const [row] = await db
    .update(users)
    .set({ email, emailVerifiedAt: now, updatedAt: now })
    .where(consumed.purpose === 'email-change' ? eq(users.id, consumed.userId) : and(eq(users.id, consumed.userId), eq(users.email, email)))
    .returning()
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'Another account started using this email address in the meantime.')
      throw error
    })
  if (!row) throw new AppError('BAD_REQUEST', 'This link was for an address the account no longer uses.')

  return toSessionUser(row)
}
