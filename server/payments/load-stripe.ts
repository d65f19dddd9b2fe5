import type Stripe from 'stripe'

/**
 * The Stripe SDK, loaded on first use: its ~220 modules cost about 0.2 s of CPU at every start,
 * and most starts never take a payment before they have to answer pages (decision 043).
 */
export async function loadStripe(): Promise<typeof Stripe> {
  return (await import('stripe')).default
}
