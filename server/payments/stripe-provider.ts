import type Stripe from 'stripe'
import { loadStripe } from './load-stripe.ts'
import { SignatureError, type TCheckoutLine, type TPaymentProvider } from './payment-provider.ts'
import { readSubscriptionObject } from './read-subscription-object.ts'

export type StripeProviderOptions = {
  secretKey: string
  webhookSecret: string
  /** Tests: a local fake Stripe server (the SDK takes host, port and protocol). */
  apiUrl?: string
}

function priceData(line: TCheckoutLine) {
  return {
    currency: line.currency,
    unit_amount: line.amountCents,
    product_data: { name: line.name },
    ...(line.interval ? { recurring: { interval: line.interval } } : {}),
  }
}

/** The official Stripe SDK: Checkout Sessions, subscriptions, the billing portal, refunds, signed webhooks. */
export function createStripeProvider({ secretKey, webhookSecret, apiUrl }: StripeProviderOptions): TPaymentProvider {
  const target = apiUrl ? new URL(apiUrl) : null
  let client: Promise<Stripe> | undefined
  const stripeClient = () =>
    (client ??= loadStripe().then(
      (StripeSdk) =>
        new StripeSdk(secretKey, {
          maxNetworkRetries: 2,
          timeout: 20_000,
          ...(target ? { host: target.hostname, port: target.port || (target.protocol === 'https:' ? 443 : 80), protocol: target.protocol === 'https:' ? 'https' : 'http' } : {}),
        }),
    ))

  return {
    name: 'stripe',
    isTestMode: secretKey.startsWith('sk_test_'),

    async createCustomer({ userId, email, name }) {
      const customer = await (await stripeClient()).customers.create({ email, name, metadata: { userId: String(userId) } }, { idempotencyKey: `customer-${userId}` })

      return customer.id
    },

    async createCheckoutSession({ mode, customerId, line, metadata, successUrl, cancelUrl, idempotencyKey }) {
      const session = await (await stripeClient()).checkout.sessions.create(
        {
          mode,
          customer: customerId,
          line_items: [{ price_data: priceData(line), quantity: 1 }],
          metadata,
          success_url: successUrl,
          cancel_url: cancelUrl,
          ...(mode === 'payment' ? { payment_intent_data: { metadata } } : { subscription_data: { metadata } }),
        },
        { idempotencyKey },
      )
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL')

      return { id: session.id, url: session.url }
    },

    async createPaymentIntent({ customerId, line, metadata, idempotencyKey }) {
      const intent = await (await stripeClient()).paymentIntents.create(
        { amount: line.amountCents, currency: line.currency, customer: customerId, metadata, automatic_payment_methods: { enabled: true } },
        { idempotencyKey },
      )
      if (!intent.client_secret) throw new Error('Stripe returned a payment intent without a client secret')

      return { id: intent.id, clientSecret: intent.client_secret, url: null }
    },

    async cancelSubscriptionAtPeriodEnd({ subscriptionId }) {
      const subscription = await (await stripeClient()).subscriptions.update(subscriptionId, { cancel_at_period_end: true })

      return readSubscriptionObject(subscription as unknown as Record<string, unknown>)
    },

    async createPortalSession({ customerId, returnUrl }) {
      const session = await (await stripeClient()).billingPortal.sessions.create({ customer: customerId, return_url: returnUrl })

      return { url: session.url }
    },

    async refundPayment({ paymentIntentId, idempotencyKey, metadata }) {
      await (await stripeClient()).refunds.create({ payment_intent: paymentIntentId, metadata }, { idempotencyKey })
    },

    async verifyEvent(rawBody, signature) {
      if (!signature) throw new SignatureError('Missing Stripe-Signature header')
      try {
        const event = await (await stripeClient()).webhooks.constructEventAsync(rawBody, signature, webhookSecret)

        return event as unknown as Awaited<ReturnType<TPaymentProvider['verifyEvent']>>
      } catch (error) {
        throw new SignatureError(error instanceof Error ? error.message : 'Bad signature')
      }
    },
  }
}
