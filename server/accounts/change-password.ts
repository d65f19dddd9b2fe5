import { eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'
import { sendMail } from '../mail/index.ts'
import type { TChangePasswordRequest } from './accounts.schemas.ts'
import { checkCurrentPassword } from './check-current-password.ts'
import { composeAccountMail } from './compose-account-mail.ts'
import { createSession, type TNewSession } from './create-session.ts'
import { hashPassword } from './hash-password.ts'
import { revokeUserSessions } from './revoke-user-sessions.ts'

export type ChangePasswordOptions = TChangePasswordRequest & { userId: number; userAgent?: string | null; ip?: string | null }

/**
 * Changes the password and ends every session of the account, then starts a fresh one for the
 * browser that made the change (so the member stays signed in here and only here).
 */
export async function changePassword({ userId, currentPassword, newPassword, userAgent, ip }: ChangePasswordOptions): Promise<TNewSession> {
  await checkCurrentPassword({ userId, password: currentPassword })
  const passwordHash = await hashPassword({ password: newPassword })
  const [user] = await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ email: users.email, name: users.name })
  await revokeUserSessions({ userId })
  const session = await createSession({ userId, userAgent, ip })
  if (user) await sendMail(composeAccountMail({ kind: 'password-changed-notice', to: user.email, name: user.name }))

  return session
}
