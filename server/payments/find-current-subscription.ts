import { desc, eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { premiumSubscriptions } from '../../db/schema/index.ts'

export type TSubscriptionRow = typeof premiumSubscriptions.$inferSelect

/** The member's subscription that matters now: a live one first, else the most recent. */
export async function findCurrentSubscription(userId: number): Promise<TSubscriptionRow | null> {
  const rows = await db.select().from(premiumSubscriptions).where(eq(premiumSubscriptions.userId, userId)).orderBy(desc(premiumSubscriptions.id))

  return rows.find((row) => row.status === 'active' || row.status === 'past_due') ?? rows[0] ?? null
}
