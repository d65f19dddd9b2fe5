import { eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { transactions } from '../../db/schema/index.ts'
import { recordAuditEvent } from '../audit/index.ts'
import { AppError } from '../shared/errors.ts'
import { MONEY_BACK_DAYS } from '../shared/pricing.ts'
import { deliverSandboxEvent } from './deliver-sandbox-event.ts'
import { requirePaymentProvider } from './get-payment-provider.ts'

/**
 * An admin honours the money-back guarantee: within MONEY_BACK_DAYS of the payment, the provider
 * refunds it; the charge.refunded event then takes back what it bought (as for a refund made in
 * Stripe's dashboard). Audited.
 */
export async function refundTransaction({ admin, transactionId }: { admin: { id: number; email: string }; transactionId: number }) {
  const provider = requirePaymentProvider()
  const [transaction] = await db.select().from(transactions).where(eq(transactions.id, transactionId))
  if (!transaction) throw new AppError('NOT_FOUND', 'No such transaction.')
  if (transaction.status !== 'succeeded') throw new AppError('CONFLICT', `Only a succeeded payment can be refunded (this one is ${transaction.status}).`)
  const paidAt = transaction.paidAt ?? transaction.createdAt
  if (Date.now() - paidAt.getTime() > MONEY_BACK_DAYS * 86_400_000) throw new AppError('UNPROCESSABLE', `The ${MONEY_BACK_DAYS}-day money-back period of this payment is over.`)
  if (!transaction.paymentIntentId) throw new AppError('CONFLICT', 'This payment has no charge to refund at the provider.')

  // The provider is outside the database, so no transaction spans both (and none is held open over
  // the network): the entry is written once the provider accepted, and a refused refund leaves none.
  // The refund's effects are recorded by the charge.refunded event, audited as 'payment.refunded'.
  await provider.refundPayment({ paymentIntentId: transaction.paymentIntentId, idempotencyKey: `refund-${transaction.id}`, metadata: { transactionId: String(transaction.id) } })
  await recordAuditEvent({
    actor: { id: admin.id, email: admin.email },
    action: 'payment.refund',
    targetType: 'transaction',
    targetId: transaction.id,
    targetLabel: transaction.description,
    before: { status: transaction.status },
    after: { status: 'refund requested', amountCents: transaction.amountCents },
  })
  if (provider.name === 'sandbox') {
    await deliverSandboxEvent('charge.refunded', { id: `ch_sandbox_${transaction.id}`, object: 'charge', refunded: true, amount_refunded: transaction.amountCents, payment_intent: transaction.paymentIntentId, metadata: { transactionId: String(transaction.id) } })
  }
  const [after] = await db.select({ id: transactions.id, status: transactions.status }).from(transactions).where(eq(transactions.id, transaction.id))

  return after!
}
