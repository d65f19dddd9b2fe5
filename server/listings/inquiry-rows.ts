import { asc, eq, inArray } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agents, contactInquiries, inquiryReplies } from '../../db/schema/index.ts'
import type { TInquiry, TInquiryStatus } from './inquiries.schemas.ts'

type TInquiryRow = typeof contactInquiries.$inferSelect

/** Inquiry rows as the API and the inbox show them, with their agent's name and the replies sent. */
export async function toInquiries(rows: TInquiryRow[]): Promise<TInquiry[]> {
  if (!rows.length) return []
  const ids = rows.map((row) => row.id)
  const agentIds = [...new Set(rows.map((row) => row.agentId))]
  const [names, replies] = await Promise.all([
    db.select({ id: agents.id, name: agents.name }).from(agents).where(inArray(agents.id, agentIds)),
    db.select().from(inquiryReplies).where(inArray(inquiryReplies.inquiryId, ids)).orderBy(asc(inquiryReplies.createdAt), asc(inquiryReplies.id)),
  ])
  const nameOf = new Map(names.map((row) => [row.id, row.name]))

  return rows.map((row) => ({
    id: row.id,
    agentId: row.agentId,
    agentName: nameOf.get(row.agentId) ?? 'Deleted agent',
    senderName: row.senderName,
    senderEmail: row.senderEmail,
    message: row.message,
    status: row.status as TInquiryStatus,
    createdAt: row.createdAt.toISOString(),
    replies: replies.filter((reply) => reply.inquiryId === row.id).map((reply) => ({ id: reply.id, message: reply.message, createdAt: reply.createdAt.toISOString() })),
  }))
}

/** One inquiry row, only for its builder: another account's inquiry is "not found", not "forbidden". */
export async function inquiryRowFor({ inquiryId, builderUserId }: { inquiryId: number; builderUserId: number }): Promise<TInquiryRow | null> {
  const [row] = await db.select().from(contactInquiries).where(eq(contactInquiries.id, inquiryId))

  return row && row.builderUserId === builderUserId ? row : null
}
