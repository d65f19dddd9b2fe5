import { eq, sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { premiumSubscriptions, transactions } from '../../db/schema/index.ts'
import { completeTransaction } from './complete-transaction.ts'

type TLooseObject = Record<string, unknown>
type TTransactionRow = typeof transactions.$inferSelect

const idOf = (value: unknown) => (typeof value === 'string' ? value : value && typeof value === 'object' && typeof (value as TLooseObject).id === 'string' ? String((value as TLooseObject).id) : null)

/**
 * checkout.session.completed (or async_payment_succeeded): paid → the purchase is delivered. The
 * amount is ours, from the transaction; a session still awaiting payment changes nothing yet. A
 * subscription checkout records the subscription; its placement comes with the paid invoice.
 */
export async function applyCheckoutCompleted({ transaction, session, eventId }: { transaction: TTransactionRow; session: TLooseObject; eventId: string }): Promise<string> {
  const paymentStatus = session.payment_status
  if (paymentStatus !== 'paid' && paymentStatus !== 'no_payment_required') return `awaiting payment (${String(paymentStatus)})`

  if (session.mode === 'subscription') {
    const subscriptionId = idOf(session.subscription)
    if (!subscriptionId || transaction.userId === null) return 'subscription checkout without a subscription'
    await db.update(transactions).set({ subscriptionId, updatedAt: sql`now()` }).where(eq(transactions.id, transaction.id))
    await db.insert(premiumSubscriptions).values({ userId: transaction.userId, stripeSubscriptionId: subscriptionId, status: 'active' }).onConflictDoNothing()
    await completeTransaction({ transaction: { ...transaction, subscriptionId }, eventId })

    return 'subscription checkout completed'
  }

  const completed = await completeTransaction({ transaction, eventId, changes: { paymentIntentId: idOf(session.payment_intent) ?? transaction.paymentIntentId } })

  return completed ? 'payment completed' : 'already completed'
}
