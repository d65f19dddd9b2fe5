import { data, redirect } from 'react-router'
import { PAYMENT_RATE_LIMITS, ZPurchase, startCheckout, type TPurchase } from '../../../server/payments/index.ts'
import { isAppError } from '../../../server/shared/errors.ts'
import { logger } from '../../../server/shared/logger.ts'
import { pageAction, type TDefaultFailure, type TPageRateLimit } from '../../lib/page-action.server.ts'

/** spec §8: what the buyer reads when the provider cannot start a checkout. */
export const CHECKOUT_START_FAILED = 'Failed to start the checkout. Please try again.'

/** Counted in the same bucket as the API's checkout calls (server/http/api/payments.ts). */
export const CHECKOUT_RATE_LIMIT: [TPageRateLimit<TPurchase>] = [{ rule: PAYMENT_RATE_LIMITS.checkoutPerAccount, by: 'user' }]

/**
 * Starts the provider's checkout (Stripe's hosted page or the sandbox's TEST MODE page) for a
 * purchase the server prices, and sends the browser there. Domain refusals (404, 403, 409, 422)
 * are mapped by the page-action kit; a provider that cannot be reached is a 502 with spec §8's words.
 */
export async function redirectToCheckout(user: { id: number; email: string; name: string }, purchase: TPurchase) {
  try {
    return redirect((await startCheckout({ user, purchase })).url)
  } catch (error) {
    if (isAppError(error)) throw error
    logger.error({ err: error }, 'checkout could not start')

    return data<TDefaultFailure>({ ok: false, message: CHECKOUT_START_FAILED }, { status: 502 })
  }
}

/** Every "pay" button's form action (subscribe, upgrade, buy, deployment service): member only. */
export const checkoutAction = pageAction({
  guard: 'user',
  rateLimit: CHECKOUT_RATE_LIMIT,
  schema: ZPurchase,
  handler: async ({ user, input }) => redirectToCheckout(user, input),
})
