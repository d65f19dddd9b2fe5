import { and, eq, or } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { transactions } from '../../db/schema/index.ts'

export type TCheckoutOutcome = {
  transactionId: number
  kind: string
  status: 'pending' | 'succeeded' | 'failed' | 'refunded'
  description: string
  amountCents: number
  agentId: number | null
  failureMessage: string | null
}

/**
 * What the success pages show: the state of this member's checkout (session or payment intent id),
 * as the webhook left it. A page visit never changes it.
 */
export async function getCheckoutOutcome({ userId, reference }: { userId: number; reference: string }): Promise<TCheckoutOutcome | null> {
  const id = reference.slice(0, 200)
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, userId), or(eq(transactions.checkoutSessionId, id), eq(transactions.paymentIntentId, id))))
  if (!row) return null

  return {
    transactionId: row.id,
    kind: row.kind,
    status: row.status as TCheckoutOutcome['status'],
    description: row.description,
    amountCents: row.amountCents,
    agentId: row.agentId,
    failureMessage: row.failureMessage,
  }
}
