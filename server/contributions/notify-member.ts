import { findUserContacts } from '../accounts/index.ts'
import { sendMail } from '../mail/index.ts'
import { logger } from '../shared/logger.ts'
import { composeDecisionMail, type ComposeDecisionMailOptions } from './compose-decision-mail.ts'

export type NotifyMemberOptions = Omit<ComposeDecisionMailOptions, 'to' | 'name'> & { userId: number }

/**
 * Tells a member about a decision by mail. The decision stands whatever happens to the mail, so
 * a failure is logged, not thrown; deleted accounts get nothing.
 */
export async function notifyMember({ userId, ...mail }: NotifyMemberOptions): Promise<void> {
  try {
    const contact = (await findUserContacts({ userIds: [userId] })).get(userId)
    if (!contact || contact.isDeleted) return
    await sendMail(composeDecisionMail({ ...mail, to: contact.email, name: contact.name }))
  } catch (error) {
    logger.error({ err: error, userId, kind: mail.kind }, 'decision mail failed')
  }
}
