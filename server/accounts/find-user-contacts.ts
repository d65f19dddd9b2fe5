import { inArray } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'

export type FindUserContactsOptions = { userIds: number[] }

/** How other domains name a member and reach them by mail; `isDeleted` accounts get no mail. */
export type TUserContact = { id: number; name: string; email: string; isDeleted: boolean }

/** Names and addresses of several members at once (moderation queues, notifications). */
export async function findUserContacts({ userIds }: FindUserContactsOptions): Promise<Map<number, TUserContact>> {
  const ids = [...new Set(userIds)]
  if (!ids.length) return new Map()
  const rows = await db.select({ id: users.id, name: users.name, email: users.email, deletedAt: users.deletedAt }).from(users).where(inArray(users.id, ids))

  return new Map(rows.map((row) => [row.id, { id: row.id, name: row.name, email: row.email, isDeleted: row.deletedAt !== null }]))
}
