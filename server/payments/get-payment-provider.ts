import { env } from '../shared/env.ts'
import { AppError } from '../shared/errors.ts'
import { singleton } from '../shared/singleton.ts'
import type { TPaymentProvider } from './payment-provider.ts'
import { createSandboxProvider } from './sandbox-provider.ts'
import { createStripeProvider } from './stripe-provider.ts'

export type TPaymentMode = 'stripe' | 'sandbox' | 'unconfigured'

export const PAYMENTS_NOT_CONFIGURED = 'Payment system is not configured'

const cache = singleton<{ key?: string; provider?: TPaymentProvider | null }>('payment-provider', () => ({}))

/**
 * Stripe when both keys are set; otherwise the sandbox, except in production, where nothing may
 * pretend to charge: null, and the pages say 'Payment system is not configured'.
 */
export function getPaymentProvider(): TPaymentProvider | null {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL, NODE_ENV } = env()
  const key = `${STRIPE_SECRET_KEY}|${STRIPE_WEBHOOK_SECRET}|${STRIPE_API_URL}|${NODE_ENV}`
  if (cache.key !== key) {
    cache.key = key
    if (STRIPE_SECRET_KEY && STRIPE_WEBHOOK_SECRET) cache.provider = createStripeProvider({ secretKey: STRIPE_SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET, apiUrl: STRIPE_API_URL })
    else cache.provider = NODE_ENV === 'production' ? null : createSandboxProvider()
  }

  return cache.provider ?? null
}

/** The provider, or 503 'Payment system is not configured'. */
export function requirePaymentProvider(): TPaymentProvider {
  const provider = getPaymentProvider()
  if (!provider) throw new AppError('SERVICE_UNAVAILABLE', PAYMENTS_NOT_CONFIGURED)

  return provider
}

export function getPaymentMode(): { mode: TPaymentMode; isTestMode: boolean } {
  const provider = getPaymentProvider()

  return { mode: provider?.name ?? 'unconfigured', isTestMode: provider?.isTestMode ?? false }
}
