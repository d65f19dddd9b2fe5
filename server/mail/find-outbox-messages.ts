import { desc, eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { mailOutbox } from '../../db/schema/index.ts'

export type FindOutboxMessagesOptions = { to?: string; limit?: number }

export type TOutboxMessage = {
  id: number
  to: string
  subject: string
  text: string
  html: string | null
  createdAt: string
  sentAt: string | null
  error: string | null
}

/** Newest first; for the development outbox page and for tests that follow a link from a mail. */
export async function findOutboxMessages({ to, limit = 50 }: FindOutboxMessagesOptions = {}): Promise<TOutboxMessage[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(to ? eq(mailOutbox.to, to.trim().toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(limit)

  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }))
}
