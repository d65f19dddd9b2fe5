import { and, desc, eq, isNull, or, sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { premiumSubscriptions, transactionStatusChanges, transactions } from '../../db/schema/index.ts'
import { CURRENCY, PREMIUM_LISTING } from '../shared/pricing.ts'
import { completeTransaction } from './complete-transaction.ts'
import { formatUsd } from './format-usd.ts'
import type { TInvoice } from './read-invoice-object.ts'
import { sendPaymentMail } from './send-payment-mail.ts'
import { syncSubscriptionPremium } from './sync-subscription-premium.ts'

/** The checkout transaction this invoice pays, or the renewal's own transaction (one per invoice). */
async function transactionForInvoice(userId: number, invoice: TInvoice, eventId: string) {
  const [byInvoice] = await db.select().from(transactions).where(eq(transactions.invoiceId, invoice.id))
  if (byInvoice) return byInvoice
  if (invoice.billingReason !== 'subscription_cycle') {
    // The first invoice pays the checkout's transaction, whichever of the two events came first.
    const [checkout] = await db
      .select()
      .from(transactions)
      .where(
        and(
          eq(transactions.userId, userId),
          eq(transactions.kind, 'premium-listing'),
          isNull(transactions.invoiceId),
          or(eq(transactions.subscriptionId, invoice.subscriptionId!), and(isNull(transactions.subscriptionId), eq(transactions.status, 'pending'))),
        ),
      )
      .orderBy(desc(transactions.id))
      .limit(1)
    if (checkout) {
      await db.update(transactions).set({ invoiceId: invoice.id, subscriptionId: invoice.subscriptionId, updatedAt: sql`now()` }).where(eq(transactions.id, checkout.id))

      return { ...checkout, invoiceId: invoice.id, subscriptionId: invoice.subscriptionId }
    }
  }
  const [renewal] = await db
    .insert(transactions)
    .values({
      userId,
      kind: 'premium-listing',
      description: `${PREMIUM_LISTING.name}, ${formatUsd(invoice.amountCents)} per month`,
      amountCents: invoice.amountCents,
      currency: CURRENCY,
      provider: 'stripe',
      idempotencyKey: `invoice:${invoice.id}`,
      invoiceId: invoice.id,
      subscriptionId: invoice.subscriptionId,
      paymentIntentId: invoice.paymentIntentId,
    })
    .onConflictDoNothing()
    .returning()
  if (renewal) {
    await db.insert(transactionStatusChanges).values({ transactionId: renewal.id, status: 'pending', eventId })

    return renewal
  }
  const [raced] = await db.select().from(transactions).where(eq(transactions.invoiceId, invoice.id))

  return raced!
}

/**
 * invoice.paid: the subscription's payment is confirmed. Records the transaction, makes the
 * subscription active through the paid period (never shortening it, never reviving a canceled
 * one) and grants the period's placement to the builder's listings.
 */
export async function applyInvoicePaid({ userId, invoice, eventId }: { userId: number; invoice: TInvoice; eventId: string }): Promise<string> {
  if (!invoice.subscriptionId) return 'not a subscription invoice'
  const transaction = await transactionForInvoice(userId, invoice, eventId)
  await completeTransaction({ transaction, eventId, changes: { paymentIntentId: transaction.paymentIntentId ?? invoice.paymentIntentId } })

  const [row] = await db.select().from(premiumSubscriptions).where(eq(premiumSubscriptions.stripeSubscriptionId, invoice.subscriptionId))
  if (row?.status === 'canceled') return 'payment recorded; subscription already ended'
  const periodEnd = row?.currentPeriodEnd && invoice.periodEnd && row.currentPeriodEnd > invoice.periodEnd ? row.currentPeriodEnd : (invoice.periodEnd ?? row?.currentPeriodEnd ?? null)
  const periodStart = periodEnd === invoice.periodEnd ? invoice.periodStart : (row?.currentPeriodStart ?? null)
  const wasPastDue = row?.status === 'past_due'
  if (row) {
    await db.update(premiumSubscriptions).set({ status: 'active', currentPeriodStart: periodStart, currentPeriodEnd: periodEnd, updatedAt: sql`now()` }).where(eq(premiumSubscriptions.id, row.id))
  } else {
    await db
      .insert(premiumSubscriptions)
      .values({ userId, stripeSubscriptionId: invoice.subscriptionId, status: 'active', currentPeriodStart: periodStart, currentPeriodEnd: periodEnd })
      .onConflictDoNothing()
  }
  if (invoice.periodEnd) await syncSubscriptionPremium({ userId, subscriptionId: invoice.subscriptionId, paidUntil: invoice.periodEnd })
  if (wasPastDue) await sendPaymentMail({ userId, subject: 'Your Premium Listing payment went through', lines: ['Thank you: your Premium Listing is active again.'] })

  return 'subscription paid'
}
