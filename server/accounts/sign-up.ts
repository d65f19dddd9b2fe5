import { db } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'
import { sendMail } from '../mail/index.ts'
import { AppError } from '../shared/errors.ts'
import type { TSessionUser, TSignUpRequest } from './accounts.schemas.ts'
import { composeAccountMail } from './compose-account-mail.ts'
import { createOneTimeToken } from './create-one-time-token.ts'
import { createSession, type TNewSession } from './create-session.ts'
import { hashPassword } from './hash-password.ts'
import { toSessionUser } from './to-session-user.ts'

export type SignUpOptions = TSignUpRequest & { userAgent?: string | null; ip?: string | null }

export type TSignedIn = { user: TSessionUser; session: TNewSession }

/**
 * Creates a member account and signs it in. Everyone who signs up is a member; roles are never
 * taken from the request. A mail asks the member to confirm the address.
 */
export async function signUp({ email, password, name, userAgent, ip }: SignUpOptions): Promise<TSignedIn> {
  const passwordHash = await hashPassword({ password })
  const [row] = await db.insert(users).values({ email, name, passwordHash, role: 'member' }).onConflictDoNothing({ target: users.email }).returning()
  if (!row) {
    throw new AppError('CONFLICT', 'An account with this email already exists. Sign in, or reset your password if you forgot it.')
  }

  const session = await createSession({ userId: row.id, userAgent, ip })
  const token = await createOneTimeToken({ userId: row.id, purpose: 'email-verify', email })
  await sendMail(composeAccountMail({ kind: 'email-verify', to: email, name, token }))

  return { user: toSessionUser(row), session }
}
