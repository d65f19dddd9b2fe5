import { and, asc, eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agents } from '../../db/schema/index.ts'

/** The active agents a builder owns (payments: the Premium Listing covers each of them). */
export async function findOwnedAgentIds({ userId }: { userId: number }): Promise<number[]> {
  const rows = await db
    .select({ id: agents.id })
    .from(agents)
    .where(and(eq(agents.ownerUserId, userId), eq(agents.isActive, true)))
    .orderBy(asc(agents.id))

  return rows.map((row) => row.id)
}
