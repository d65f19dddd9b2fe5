/**
 * What checkout needs from a card payment provider. The Stripe SDK and the built-in sandbox both
 * implement it; everything above (transactions, webhooks, premium) is the same for both.
 */

export type TProviderName = 'stripe' | 'sandbox'

export type TCheckoutLine = {
  name: string
  amountCents: number
  currency: string
  /** Set for the Premium Listing subscription: a monthly price. */
  interval?: 'month'
}

export type TCreateCheckoutOptions = {
  mode: 'payment' | 'subscription'
  customerId: string
  line: TCheckoutLine
  /** Travels on the session (and its payment or subscription) and back in the webhook events. */
  metadata: Record<string, string>
  successUrl: string
  cancelUrl: string
  /** The same key returns the same session: a double click creates one. */
  idempotencyKey: string
}

export type TCreatePaymentIntentOptions = {
  customerId: string
  line: TCheckoutLine
  metadata: Record<string, string>
  idempotencyKey: string
  /** The sandbox's page returns here after paying. */
  successUrl: string
  cancelUrl: string
}

export type TProviderSubscription = {
  id: string
  status: string
  cancelAtPeriodEnd: boolean
  currentPeriodStart: Date | null
  currentPeriodEnd: Date | null
}

export type TPaymentProvider = {
  name: TProviderName
  /** Test keys or the sandbox: the /stripe-test page and the TEST MODE banner show. */
  isTestMode: boolean
  createCustomer(options: { userId: number; email: string; name: string }): Promise<string>
  createCheckoutSession(options: TCreateCheckoutOptions): Promise<{ id: string; url: string }>
  createPaymentIntent(options: TCreatePaymentIntentOptions): Promise<{ id: string; clientSecret: string; url: string | null }>
  /** Ends the subscription when the paid period ends. */
  cancelSubscriptionAtPeriodEnd(options: { subscriptionId: string; customerId: string; current: TProviderSubscription }): Promise<TProviderSubscription>
  /** Where the builder manages billing (Stripe's portal; the sandbox: our account page). */
  createPortalSession(options: { customerId: string; returnUrl: string }): Promise<{ url: string }>
  refundPayment(options: { paymentIntentId: string; idempotencyKey: string; metadata: Record<string, string> }): Promise<void>
  /** The raw body and the Stripe-Signature header → the event; throws when the signature is bad. */
  verifyEvent(rawBody: string, signature: string | undefined): Promise<TProviderEvent>
}

/** A webhook event as both providers send it (Stripe's event shape). */
export type TProviderEvent = {
  id: string
  type: string
  /** Seconds since the epoch. */
  created: number
  data: { object: Record<string, unknown> }
}

export class SignatureError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SignatureError'
  }
}
