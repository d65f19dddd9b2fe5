import { eq, sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { transactionStatusChanges, transactions } from '../../db/schema/index.ts'
import { publicSiteUrl } from '../mail/index.ts'
import { AppError } from '../shared/errors.ts'
import { checkoutIdempotencyKey } from './checkout-idempotency-key.ts'
import { ensureCustomer } from './ensure-customer.ts'
import { requirePaymentProvider } from './get-payment-provider.ts'
import type { TPaymentProvider } from './payment-provider.ts'
import { ZPurchase, type TPurchase } from './payments.schemas.ts'
import { pricePurchase, type TPricedPurchase } from './price-purchase.ts'

export type StartCheckoutOptions = { user: { id: number; email: string; name: string }; purchase: TPurchase }

export type TStartedCheckout = { transactionId: number; sessionId: string; url: string }

/** Stripe needs absolute return addresses; the sandbox's own page redirects within the site. */
export function returnUrl(provider: TPaymentProvider, path: string): string {
  return provider.name === 'stripe' ? publicSiteUrl(path) : path
}

/** Reserves the transaction for this purchase and window; a second click finds the first one. */
export async function reserveTransaction(userId: number, priced: TPricedPurchase, provider: TPaymentProvider, idempotencyKey: string) {
  const [existing] = await db.select().from(transactions).where(eq(transactions.idempotencyKey, idempotencyKey))
  if (existing?.status === 'succeeded' || existing?.status === 'refunded') {
    throw new AppError('CONFLICT', 'You have just paid for this. Your receipt is in your mail; check your account for its state.')
  }
  if (existing) return existing
  const inserted = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(transactions)
      .values({
        userId,
        agentId: priced.agentId,
        kind: priced.purchase.kind,
        tier: priced.tier,
        description: priced.description,
        amountCents: priced.line.amountCents,
        commissionCents: priced.commissionCents,
        currency: priced.line.currency,
        provider: provider.name,
        idempotencyKey,
      })
      .onConflictDoNothing({ target: transactions.idempotencyKey })
      .returning()
    if (row) await tx.insert(transactionStatusChanges).values({ transactionId: row.id, status: 'pending', eventId: null })

    return row
  })
  if (inserted) return inserted
  const [raced] = await db.select().from(transactions).where(eq(transactions.idempotencyKey, idempotencyKey))

  return raced!
}

/**
 * Starts a hosted checkout for a purchase priced by the server. A double click within the window
 * returns the same session (our idempotency key, passed on to Stripe as its Idempotency-Key).
 */
export async function startCheckout({ user, purchase }: StartCheckoutOptions): Promise<TStartedCheckout> {
  const provider = requirePaymentProvider()
  const priced = await pricePurchase(ZPurchase.parse(purchase), user.id)
  const idempotencyKey = checkoutIdempotencyKey(user.id, priced, 'checkout')
  const transaction = await reserveTransaction(user.id, priced, provider, idempotencyKey)
  if (transaction.checkoutSessionId && transaction.checkoutUrl) {
    return { transactionId: transaction.id, sessionId: transaction.checkoutSessionId, url: transaction.checkoutUrl }
  }

  const customerId = await ensureCustomer({ user, provider })
  const separator = priced.successPath.includes('?') ? '&' : '?'
  const metadata: Record<string, string> = { transactionId: String(transaction.id), userId: String(user.id), kind: priced.purchase.kind }
  if (priced.agentId) metadata.agentId = String(priced.agentId)
  if (priced.tier) metadata.tier = priced.tier
  const session = await provider.createCheckoutSession({
    mode: priced.mode,
    customerId,
    line: priced.line,
    metadata,
    successUrl: returnUrl(provider, `${priced.successPath}${separator}session_id={CHECKOUT_SESSION_ID}`),
    cancelUrl: returnUrl(provider, priced.agentId ? `/cancel?agentId=${priced.agentId}` : '/cancel'),
    idempotencyKey,
  })
  await db.update(transactions).set({ checkoutSessionId: session.id, checkoutUrl: session.url, updatedAt: sql`now()` }).where(eq(transactions.id, transaction.id))

  return { transactionId: transaction.id, sessionId: session.id, url: session.url }
}
