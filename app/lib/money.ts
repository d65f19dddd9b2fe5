/** Prices are integer cents; this is the one place they become text ('Free' or '$12.00'). */
export function formatPrice(priceCents: number | null | undefined): string {
  if (!priceCents) return 'Free'

  return `$${(priceCents / 100).toFixed(2)}`
}

/** Whole-dollar amounts for marketing copy ("$29/month"). */
export function formatDollars(priceCents: number): string {
  const dollars = priceCents / 100

  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`
}
