import { eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { contactInquiries, inquiryReplies } from '../../db/schema/index.ts'
import { findUserContacts } from '../accounts/index.ts'
import { sendMail } from '../mail/index.ts'
import { AppError } from '../shared/errors.ts'
import type { TInquiry } from './inquiries.schemas.ts'
import { inquiryRowFor, toInquiries } from './inquiry-rows.ts'

export type ReplyToInquiryOptions = { inquiryId: number; builderUserId: number; message: string }

/**
 * The builder's answer, mailed to the sender with reply-to the builder's own address (the
 * conversation continues between them), recorded on the inquiry, which becomes 'replied'.
 */
export async function replyToInquiry({ inquiryId, builderUserId, message }: ReplyToInquiryOptions): Promise<TInquiry> {
  const row = await inquiryRowFor({ inquiryId, builderUserId })
  if (!row) throw new AppError('NOT_FOUND', 'Inquiry not found')
  const builder = (await findUserContacts({ userIds: [builderUserId] })).get(builderUserId)
  if (!builder) throw new AppError('NOT_FOUND', 'Inquiry not found')
  const [inquiry] = await toInquiries([row])

  const mail = await sendMail({
    to: row.senderEmail,
    replyTo: builder.email,
    subject: `Re: your message about ${inquiry!.agentName}`,
    text: `Hello ${row.senderName},\n\n${message}\n\n${builder.name}, builder of ${inquiry!.agentName}\nReply to this e-mail to answer ${builder.name} directly (${builder.email}).\n\n> ${row.message.replaceAll('\n', '\n> ')}`,
  })
  const now = new Date()
  await db.transaction(async (tx) => {
    await tx.insert(inquiryReplies).values({ inquiryId, builderUserId, message, mailOutboxId: mail.outboxId, createdAt: now })
    await tx.update(contactInquiries).set({ status: 'replied', repliedAt: now, readAt: row.readAt ?? now, archivedAt: null }).where(eq(contactInquiries.id, inquiryId))
  })
  const [updated] = await db.select().from(contactInquiries).where(eq(contactInquiries.id, inquiryId))

  return (await toInquiries([updated!]))[0]!
}
