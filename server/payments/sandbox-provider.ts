import { randomBytes } from 'node:crypto'
import { db } from '../../db/client.ts'
import { sandboxCheckoutSessions } from '../../db/schema/index.ts'
import { loadStripe } from './load-stripe.ts'
import { SignatureError, type TPaymentProvider, type TProviderEvent } from './payment-provider.ts'
import { sandboxObjectId, sandboxWebhookSecret } from './sandbox-secret.ts'

/** The sandbox's own checkout page (TEST MODE): a plain form, no JavaScript. */
export function sandboxCheckoutPath(sessionId: string): string {
  return `/checkout/sandbox/${encodeURIComponent(sessionId)}`
}

/**
 * The built-in provider when there are no Stripe keys: sessions are stored here and paid on our
 * own TEST MODE page, which then signs a Stripe-shaped event and hands it to the same webhook code.
 */
export function createSandboxProvider(): TPaymentProvider {
  return {
    name: 'sandbox',
    isTestMode: true,

    async createCustomer({ userId }) {
      // Deterministic, like Stripe's idempotency key: two first checkouts at once share one customer.
      return sandboxObjectId('cus', `customer-${userId}`)
    },

    async createCheckoutSession({ mode, customerId, line, metadata, successUrl, cancelUrl, idempotencyKey }) {
      const id = await sandboxObjectId('cs', idempotencyKey)
      await db
        .insert(sandboxCheckoutSessions)
        .values({ id, mode, customerId, name: line.name, amountCents: line.amountCents, currency: line.currency, metadata, successUrl, cancelUrl })
        .onConflictDoNothing()

      return { id, url: sandboxCheckoutPath(id) }
    },

    async createPaymentIntent({ customerId, line, metadata, idempotencyKey, successUrl, cancelUrl }) {
      const id = await sandboxObjectId('pi', idempotencyKey)
      await db
        .insert(sandboxCheckoutSessions)
        .values({ id, mode: 'payment', customerId, name: line.name, amountCents: line.amountCents, currency: line.currency, metadata: { ...metadata, flow: 'payment_intent' }, successUrl, cancelUrl })
        .onConflictDoNothing()

      return { id, clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`, url: sandboxCheckoutPath(id) }
    },

    async cancelSubscriptionAtPeriodEnd({ current }) {
      return { ...current, cancelAtPeriodEnd: true }
    },

    async createPortalSession() {
      // No hosted portal in the sandbox: the account page's premium card is where billing is managed.
      return { url: '/account#premium' }
    },

    async refundPayment() {
      // The refund's charge.refunded event is delivered by refundTransaction through the webhook path.
    },

    async verifyEvent(rawBody, signature) {
      if (!signature) throw new SignatureError('Missing Stripe-Signature header')
      try {
        return (await (await loadStripe()).webhooks.constructEventAsync(rawBody, signature, await sandboxWebhookSecret())) as unknown as TProviderEvent
      } catch (error) {
        throw new SignatureError(error instanceof Error ? error.message : 'Bad signature')
      }
    },
  }
}
