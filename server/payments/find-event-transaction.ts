import { eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { transactions } from '../../db/schema/index.ts'

export type FindEventTransactionOptions = { checkoutSessionId?: string | null; paymentIntentId?: string | null; metadata?: unknown }

/**
 * The transaction an event is about: by the provider's own ids first, then by the transaction id
 * we put in the metadata. Null: not ours.
 */
export async function findEventTransaction({ checkoutSessionId, paymentIntentId, metadata }: FindEventTransactionOptions) {
  if (checkoutSessionId) {
    const [row] = await db.select().from(transactions).where(eq(transactions.checkoutSessionId, checkoutSessionId))
    if (row) return row
  }
  if (paymentIntentId) {
    const [row] = await db.select().from(transactions).where(eq(transactions.paymentIntentId, paymentIntentId))
    if (row) return row
  }
  const transactionId = Number((metadata as Record<string, unknown> | null | undefined)?.transactionId)
  if (Number.isInteger(transactionId) && transactionId > 0 && transactionId <= 2_147_483_647) {
    const [row] = await db.select().from(transactions).where(eq(transactions.id, transactionId))
    if (row) return row
  }

  return null
}
