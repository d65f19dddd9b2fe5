import { MONEY_BACK_DAYS } from '../shared/pricing.ts'
import type { transactions } from '../../db/schema/index.ts'
import { formatUsd } from './format-usd.ts'
import { fulfilTransaction } from './fulfil-transaction.ts'
import { recordTransactionStatus } from './record-transaction-status.ts'
import { sendPaymentMail } from './send-payment-mail.ts'

type TTransactionRow = typeof transactions.$inferSelect

export type CompleteTransactionOptions = {
  transaction: TTransactionRow
  eventId: string | null
  changes?: Partial<typeof transactions.$inferInsert>
}

/**
 * A signed event confirmed the payment: deliver what was bought, mark the transaction succeeded
 * and mail the receipt (only on the change, so a replay mails nothing). A refunded transaction
 * stays refunded even if its payment event arrives late.
 */
export async function completeTransaction({ transaction, eventId, changes = {} }: CompleteTransactionOptions): Promise<boolean> {
  if (transaction.status === 'refunded') return false
  const paidAt = transaction.paidAt ?? new Date()
  await fulfilTransaction(transaction, paidAt)
  const updated = await recordTransactionStatus({ transactionId: transaction.id, status: 'succeeded', from: ['pending', 'failed'], eventId, changes: { ...changes, paidAt, failureMessage: null } })
  if (!updated) return false

  const lines = [
    `We received your payment of ${formatUsd(updated.amountCents)} for: ${updated.description}.`,
    `Receipt number: AA-${updated.id}.`,
  ]
  if (updated.kind !== 'test-payment') lines.push(`Not what you expected? Every purchase has a ${MONEY_BACK_DAYS}-day money-back guarantee: reply to this mail.`)
  await sendPaymentMail({ userId: updated.userId, subject: `Your Agent Atlas receipt: ${updated.description}`, lines })

  return true
}
