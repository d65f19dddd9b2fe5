import { and, eq, inArray, sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { transactionStatusChanges, transactions } from '../../db/schema/index.ts'
import type { TTransactionStatus } from './payments.schemas.ts'

export type RecordTransactionStatusOptions = {
  transactionId: number
  status: TTransactionStatus
  /** Only from these states: the guard that makes a replayed or late event change nothing. */
  from: TTransactionStatus[]
  eventId: string | null
  changes?: Partial<typeof transactions.$inferInsert>
}

/**
 * Moves a transaction to a new state when it is in one of `from`, and logs the change. Returns
 * the updated row, or null when it was not in such a state (already moved by another delivery).
 */
export async function recordTransactionStatus({ transactionId, status, from, eventId, changes = {} }: RecordTransactionStatusOptions) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(transactions)
      .set({ ...changes, status, updatedAt: sql`now()` })
      .where(and(eq(transactions.id, transactionId), inArray(transactions.status, from)))
      .returning()
    if (!row) return null
    await tx.insert(transactionStatusChanges).values({ transactionId, status, eventId })

    return row
  })
}
