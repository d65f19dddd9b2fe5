import { eq, sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { transactions } from '../../db/schema/index.ts'
import { AppError } from '../shared/errors.ts'
import { checkoutIdempotencyKey } from './checkout-idempotency-key.ts'
import { ensureCustomer } from './ensure-customer.ts'
import { requirePaymentProvider } from './get-payment-provider.ts'
import { ZPurchase, type TPurchase } from './payments.schemas.ts'
import { pricePurchase } from './price-purchase.ts'
import { reserveTransaction, returnUrl } from './start-checkout.ts'

export type StartPaymentIntentOptions = { user: { id: number; email: string; name: string }; purchase: TPurchase }

export type TStartedPaymentIntent = { transactionId: number; paymentIntentId: string; clientSecret: string; amountCents: number; url: string | null }

/**
 * A one-off payment confirmed by the client (spec §7 create-payment-intent). The amount is the
 * server's; payment_intent.succeeded on the webhook completes the transaction. Subscriptions use
 * checkout, not this.
 */
export async function startPaymentIntent({ user, purchase }: StartPaymentIntentOptions): Promise<TStartedPaymentIntent> {
  const provider = requirePaymentProvider()
  const parsed = ZPurchase.parse(purchase)
  if (parsed.kind === 'premium-listing') throw new AppError('UNPROCESSABLE', 'The Premium Listing is a subscription: start it from /premium/subscribe.')
  const priced = await pricePurchase(parsed, user.id)
  const idempotencyKey = checkoutIdempotencyKey(user.id, priced, 'intent')
  const transaction = await reserveTransaction(user.id, priced, provider, idempotencyKey)
  const customerId = await ensureCustomer({ user, provider })
  const metadata: Record<string, string> = { transactionId: String(transaction.id), userId: String(user.id), kind: priced.purchase.kind }
  if (priced.agentId) metadata.agentId = String(priced.agentId)
  if (priced.tier) metadata.tier = priced.tier
  const intent = await provider.createPaymentIntent({
    customerId,
    line: priced.line,
    metadata,
    idempotencyKey,
    successUrl: returnUrl(provider, `${priced.successPath}${priced.successPath.includes('?') ? '&' : '?'}payment_intent=${'{PAYMENT_INTENT_ID}'}`),
    cancelUrl: returnUrl(provider, '/cancel'),
  })
  await db.update(transactions).set({ paymentIntentId: intent.id, updatedAt: sql`now()` }).where(eq(transactions.id, transaction.id))

  return { transactionId: transaction.id, paymentIntentId: intent.id, clientSecret: intent.clientSecret, amountCents: priced.line.amountCents, url: intent.url }
}
