import { findUserContacts } from '../accounts/index.ts'
import { publicSiteUrl, sendMail } from '../mail/index.ts'
import { logger } from '../shared/logger.ts'

export type SendPaymentMailOptions = { userId: number | null; subject: string; lines: string[] }

/** Receipts and subscription notices, through the one mailer (the dev outbox in development). */
export async function sendPaymentMail({ userId, subject, lines }: SendPaymentMailOptions): Promise<void> {
  if (userId === null) return
  const contact = (await findUserContacts({ userIds: [userId] })).get(userId)
  if (!contact || contact.isDeleted) return
  const text = [`Hello ${contact.name},`, '', ...lines, '', `Your account: ${publicSiteUrl('/account')}`, '', 'Agent Atlas'].join('\n')
  try {
    await sendMail({ to: contact.email, subject, text })
  } catch (error) {
    // The payment is recorded either way; a lost mail must not make the provider retry the event.
    logger.error({ err: error, userId, subject }, 'payment mail could not be queued')
  }
}
