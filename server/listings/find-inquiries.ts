import { and, count, desc, eq, ne } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { contactInquiries } from '../../db/schema/index.ts'
import type { TInquiryList } from './inquiries.schemas.ts'
import { toInquiries } from './inquiry-rows.ts'

export type FindInquiriesOptions = { builderUserId: number; archived?: boolean; limit?: number }

/** A builder's inbox, newest first: the open inquiries, or the archived ones; with the unread count. */
export async function findInquiries({ builderUserId, archived = false, limit = 200 }: FindInquiriesOptions): Promise<TInquiryList> {
  const ofBuilder = eq(contactInquiries.builderUserId, builderUserId)
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(contactInquiries)
      .where(and(ofBuilder, archived ? eq(contactInquiries.status, 'archived') : ne(contactInquiries.status, 'archived')))
      .orderBy(desc(contactInquiries.createdAt), desc(contactInquiries.id))
      .limit(limit),
    db.select({ total: count() }).from(contactInquiries).where(and(ofBuilder, eq(contactInquiries.status, 'new'))),
  ])

  return { inquiries: await toInquiries(rows), unreadCount: unread?.total ?? 0 }
}
