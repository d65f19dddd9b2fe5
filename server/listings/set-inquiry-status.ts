import { and, eq, inArray } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { contactInquiries } from '../../db/schema/index.ts'
import { AppError } from '../shared/errors.ts'
import type { TInquiry, TInquiryStatus } from './inquiries.schemas.ts'
import { inquiryRowFor, toInquiries } from './inquiry-rows.ts'

export type SetInquiryStatusOptions = { inquiryId: number; builderUserId: number; status: 'read' | 'new' | 'archived' }

/**
 * What each status may be set from. 'read' also takes an archived inquiry back to the inbox;
 * 'new' is "mark as unread". 'replied' is set by sending a reply, never by hand.
 */
const ALLOWED_FROM: Record<SetInquiryStatusOptions['status'], TInquiryStatus[]> = {
  read: ['new', 'read', 'archived'],
  new: ['new', 'read', 'replied'],
  archived: ['new', 'read', 'replied', 'archived'],
}

/** Mark as read or unread, archive or restore one of the builder's inquiries. */
export async function setInquiryStatus({ inquiryId, builderUserId, status }: SetInquiryStatusOptions): Promise<TInquiry> {
  const row = await inquiryRowFor({ inquiryId, builderUserId })
  if (!row) throw new AppError('NOT_FOUND', 'Inquiry not found')
  if (!ALLOWED_FROM[status].includes(row.status as TInquiryStatus)) {
    throw new AppError('CONFLICT', `An inquiry that is ${row.status} cannot be marked ${status === 'new' ? 'unread' : status}.`)
  }
  const now = new Date()
  const [updated] = await db
    .update(contactInquiries)
    .set({
      status,
      readAt: status === 'read' ? (row.readAt ?? now) : status === 'new' ? null : row.readAt,
      archivedAt: status === 'archived' ? (row.archivedAt ?? now) : null,
    })
    .where(and(eq(contactInquiries.id, inquiryId), inArray(contactInquiries.status, ALLOWED_FROM[status])))
    .returning()
  if (!updated) throw new AppError('CONFLICT', 'The inquiry changed meanwhile; reload and try again.')
  const [inquiry] = await toInquiries([updated])

  return inquiry!
}
