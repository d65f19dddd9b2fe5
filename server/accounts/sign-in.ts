import { and, eq, isNull } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'
import { AppError } from '../shared/errors.ts'
import type { TSignInRequest } from './accounts.schemas.ts'
import { createSession } from './create-session.ts'
import { hashPassword } from './hash-password.ts'
import { revokeSession } from './revoke-session.ts'
import type { TSignedIn } from './sign-up.ts'
import { toSessionUser } from './to-session-user.ts'
import { verifyPassword } from './verify-password.ts'

/** The same words for an unknown email and a wrong password: failures reveal nothing. */
export const SIGN_IN_FAILED_MESSAGE = 'Email or password is incorrect.'

/** An admin locked the account (abuse, a compromised password): said plainly, with what to do. */
export const ACCOUNT_LOCKED_MESSAGE = 'This account is locked by an administrator. Write to the address on the privacy page to have it unlocked.'

export type SignInOptions = TSignInRequest & {
  /** The session token the browser already holds: it is revoked, so a planted session dies here. */
  previousToken?: string | null
  userAgent?: string | null
  ip?: string | null
}

/**
 * Checks the password and starts a fresh session (rotation). An unknown email costs one full
 * scrypt too, so the response time does not reveal whether an account exists.
 */
export async function signIn({ email, password, previousToken, userAgent, ip }: SignInOptions): Promise<TSignedIn> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1)
  const { isValid, needsRehash } = await verifyPassword({ password, passwordHash: row?.passwordHash ?? null })
  if (!row || !isValid) throw new AppError('UNAUTHORIZED', SIGN_IN_FAILED_MESSAGE)
  // Only after the password matched: a lock is not revealed to someone guessing.
  if (row.lockedAt) throw new AppError('FORBIDDEN', ACCOUNT_LOCKED_MESSAGE)

  if (needsRehash) {
    await db.update(users).set({ passwordHash: await hashPassword({ password }) }).where(eq(users.id, row.id))
  }
  if (previousToken) await revokeSession({ token: previousToken })
  const session = await createSession({ userId: row.id, userAgent, ip })

  return { user: toSessionUser(row), session }
}
