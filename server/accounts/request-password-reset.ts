import { and, eq, isNull } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'
import { sendMail } from '../mail/index.ts'
import { backgroundWork } from '../shared/background-work.ts'
import { composeAccountMail } from './compose-account-mail.ts'
import { createOneTimeToken } from './create-one-time-token.ts'

/** What the caller says whether or not the address has an account. */
export const PASSWORD_RESET_REQUESTED_MESSAGE = 'If an account exists for this email, we sent it a link to reset the password. Check your inbox.'

export type RequestPasswordResetOptions = { email: string; now?: Date }

/**
 * Mails a one-time reset link when the address belongs to an account; does nothing visible
 * otherwise. Both answers do the same work before they return (issue 11, defect 10): the look-up
 * is the same query, and the token and the mail are made after the answer, in the background,
 * for known and unknown addresses alike (an unknown one finds nobody to write to there).
 */
export async function requestPasswordReset({ email, now = new Date() }: RequestPasswordResetOptions): Promise<void> {
  backgroundWork.run('password-reset mail', async () => {
    const [user] = await db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(eq(users.email, email), isNull(users.deletedAt)))
      .limit(1)
    if (!user) return
    const token = await createOneTimeToken({ userId: user.id, purpose: 'password-reset', now })
    await sendMail(composeAccountMail({ kind: 'password-reset', to: user.email, name: user.name, token }))
  })
}
