import { eq, sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { premiumSubscriptions, transactionStatusChanges, transactions } from '../../db/schema/index.ts'
import { CURRENCY, PREMIUM_LISTING } from '../shared/pricing.ts'
import { formatUsd } from './format-usd.ts'
import type { TInvoice } from './read-invoice-object.ts'
import { recordTransactionStatus } from './record-transaction-status.ts'
import { sendPaymentMail } from './send-payment-mail.ts'

/**
 * invoice.payment_failed: the renewal could not be charged. The subscription is past_due (the
 * provider retries; placement runs to the end of the paid period), the failed attempt is recorded
 * and the builder is told by mail.
 */
export async function applyInvoiceFailed({ userId, invoice, eventId }: { userId: number; invoice: TInvoice; eventId: string }): Promise<string> {
  if (!invoice.subscriptionId) return 'not a subscription invoice'
  const [existing] = await db.select().from(transactions).where(eq(transactions.invoiceId, invoice.id))
  if (existing) {
    await recordTransactionStatus({ transactionId: existing.id, status: 'failed', from: ['pending'], eventId })
  } else {
    const [inserted] = await db
      .insert(transactions)
      .values({
        userId,
        kind: 'premium-listing',
        description: `${PREMIUM_LISTING.name}, ${formatUsd(invoice.amountCents)} per month`,
        amountCents: invoice.amountCents,
        currency: CURRENCY,
        status: 'failed',
        provider: 'stripe',
        idempotencyKey: `invoice:${invoice.id}`,
        invoiceId: invoice.id,
        subscriptionId: invoice.subscriptionId,
        failureMessage: 'The card was not charged.',
      })
      .onConflictDoNothing()
      .returning()
    if (inserted) await db.insert(transactionStatusChanges).values({ transactionId: inserted.id, status: 'failed', eventId })
  }

  const [row] = await db.select().from(premiumSubscriptions).where(eq(premiumSubscriptions.stripeSubscriptionId, invoice.subscriptionId))
  if (row?.status === 'canceled') return 'subscription already ended'
  if (row) await db.update(premiumSubscriptions).set({ status: 'past_due', updatedAt: sql`now()` }).where(eq(premiumSubscriptions.id, row.id))
  else await db.insert(premiumSubscriptions).values({ userId, stripeSubscriptionId: invoice.subscriptionId, status: 'past_due' }).onConflictDoNothing()
  await sendPaymentMail({
    userId,
    subject: 'Your Premium Listing payment failed',
    lines: [
      `We could not charge ${formatUsd(invoice.amountCents)} for your Premium Listing.`,
      'Please update your card from your account page; we will try again over the next days. Your listings keep their placement until the end of the paid period.',
    ],
  })

  return 'subscription past_due'
}
