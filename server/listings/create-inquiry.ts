import { sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { contactInquiries, listingDailyStats } from '../../db/schema/index.ts'
import { findUserContacts } from '../accounts/index.ts'
import { getAgentListing } from '../catalogue/index.ts'
import { publicSiteUrl, sendMail } from '../mail/index.ts'
import { AppError } from '../shared/errors.ts'
import { logger } from '../shared/logger.ts'
import type { TContactBuilderRequest } from './inquiries.schemas.ts'
import { utcDay } from './utc-day.ts'

export type CreateInquiryOptions = TContactBuilderRequest & { agentId: number; now?: Date }

export type TCreateInquiryResult = { inquiryId: number | null }

export const NO_BUILDER_MESSAGE = 'This agent has no builder on Agent Atlas yet, so there is nobody to contact.'

/**
 * A visitor's message to the builder of an agent. Stored for the builder's inbox, counted as a
 * contact form on the day's analytics, mailed to the builder (reply-to the sender) with a copy
 * of what was sent to the sender. A filled honeypot gets the same answer and stores nothing.
 */
export async function createInquiry({ agentId, name, email, message, website, now = new Date() }: CreateInquiryOptions): Promise<TCreateInquiryResult> {
  const agent = await getAgentListing({ agentId })
  const builder = agent.ownerUserId === null ? undefined : (await findUserContacts({ userIds: [agent.ownerUserId] })).get(agent.ownerUserId)
  if (!builder || builder.isDeleted) throw new AppError('NOT_FOUND', NO_BUILDER_MESSAGE)
  if (website) {
    logger.info({ agentId }, 'contact form: honeypot filled, message dropped')

    return { inquiryId: null }
  }

  const inquiryId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactInquiries)
      .values({ agentId, builderUserId: builder.id, senderName: name, senderEmail: email, message, createdAt: now })
      .returning({ id: contactInquiries.id })
    await tx
      .insert(listingDailyStats)
      .values({ agentId, day: utcDay(now), contacts: 1 })
      .onConflictDoUpdate({ target: [listingDailyStats.agentId, listingDailyStats.day], set: { contacts: sql`${listingDailyStats.contacts} + 1` } })

    return row!.id
  })

  const inbox = publicSiteUrl(`/premium/dashboard?tab=contacts&inquiry=${inquiryId}`)
  await sendMail({
    to: builder.email,
    replyTo: email,
    subject: `New inquiry about ${agent.name} from ${name}`,
    text: `${name} <${email}> wrote about ${agent.name}:\n\n${message}\n\nReply from your inbox: ${inbox}\n(or answer this e-mail: it goes to ${email})`,
  })
  await sendMail({
    to: email,
    subject: `Your message about ${agent.name} was sent`,
    text: `Hello ${name},\n\nWe passed your message to the builder of ${agent.name}; they will reply to this address.\n\nWhat you wrote:\n\n${message}\n\nAgent Atlas`,
  })

  return { inquiryId }
}
