import { eq, sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'
import type { TPasswordResetConfirmRequest } from './accounts.schemas.ts'
import { consumeOneTimeToken } from './consume-one-time-token.ts'
import { hashPassword } from './hash-password.ts'
import { revokeUserSessions } from './revoke-user-sessions.ts'

export type ResetPasswordOptions = TPasswordResetConfirmRequest & { now?: Date }

/**
 * Sets a new password from a reset link. The link works once; every session of the account ends
 * (whoever knew the old password is out). Following the mailed link also proves the address.
 */
export async function resetPassword({ token, password, now = new Date() }: ResetPasswordOptions): Promise<{ userId: number }> {
  const passwordHash = await hashPassword({ password })
  const { userId } = await consumeOneTimeToken({ token, purposes: ['password-reset'], now })
  await db
    .update(users)
    .set({ passwordHash, updatedAt: now, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(users.id, userId))
  await revokeUserSessions({ userId })

  return { userId }
}
