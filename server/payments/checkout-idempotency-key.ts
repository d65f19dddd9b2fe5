import type { TPricedPurchase } from './price-purchase.ts'

/** A double click (or a retried request) lands in the same window: same key, same session. */
export const CHECKOUT_WINDOW_MS = 15 * 60_000

export function checkoutIdempotencyKey(userId: number, priced: TPricedPurchase, flow: 'checkout' | 'intent', now = Date.now()): string {
  const window = Math.floor(now / CHECKOUT_WINDOW_MS)

  return [flow, userId, priced.purchase.kind, priced.agentId ?? '-', priced.tier ?? '-', priced.line.amountCents, window].join(':')
}
