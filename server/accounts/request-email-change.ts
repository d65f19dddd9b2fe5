import { eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'
import { sendMail } from '../mail/index.ts'
import { AppError } from '../shared/errors.ts'
import type { TChangeEmailRequest } from './accounts.schemas.ts'
import { checkCurrentPassword } from './check-current-password.ts'
import { composeAccountMail } from './compose-account-mail.ts'
import { createOneTimeToken } from './create-one-time-token.ts'

export type RequestEmailChangeOptions = TChangeEmailRequest & { userId: number }

/**
 * Sends a confirmation link to the new address; the email changes only when it is followed.
 * The old address gets a notice, so a member whose session was hijacked hears about it.
 */
export async function requestEmailChange({ userId, email, currentPassword }: RequestEmailChangeOptions): Promise<void> {
  await checkCurrentPassword({ userId, password: currentPassword })
  const [user] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId)).limit(1)
  if (!user) throw new AppError('NOT_FOUND', 'Account not found')
  if (user.email === email) throw new AppError('BAD_REQUEST', 'This is already your email address.')
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1)
  if (taken) throw new AppError('CONFLICT', 'Another account uses this email address.')

  const token = await createOneTimeToken({ userId, purpose: 'email-change', email })
  await sendMail(composeAccountMail({ kind: 'email-change', to: email, name: user.name, token }))
  await sendMail(composeAccountMail({ kind: 'email-changed-notice', to: user.email, name: user.name, newEmail: email }))
}
