/**
 * Payments: checkout (Stripe or the built-in sandbox), the webhook that confirms payments,
 * transactions with commission, the Premium Listing subscription, refunds. Premium placement is
 * granted through server/placement only from confirmed payment events.
 */
export { startCheckout, type StartCheckoutOptions, type TStartedCheckout } from './start-checkout.ts'
export { startPaymentIntent, type TStartedPaymentIntent } from './start-payment-intent.ts'
export { receiveWebhook, type TWebhookReceipt } from './receive-webhook.ts'
export { getPremiumStatus } from './get-premium-status.ts'
export { cancelPremiumSubscription } from './cancel-premium-subscription.ts'
export { openBillingPortal } from './open-billing-portal.ts'
export { refundTransaction } from './refund-transaction.ts'
export { pricePurchase, type TPricedPurchase } from './price-purchase.ts'
export { getCheckoutOutcome, type TCheckoutOutcome } from './get-checkout-outcome.ts'
export { getSandboxCheckout, type TSandboxCheckout } from './get-sandbox-checkout.ts'
export { paySandboxCheckout, SANDBOX_CARDS, SANDBOX_DECLINE_MESSAGE, type TSandboxPayment } from './pay-sandbox-checkout.ts'
export { getPaymentMode, getPaymentProvider, PAYMENTS_NOT_CONFIGURED, type TPaymentMode } from './get-payment-provider.ts'
export * from './payments.schemas.ts'
