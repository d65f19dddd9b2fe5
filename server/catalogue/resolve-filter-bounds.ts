import type { TFindAgentsFilters } from './find-agents.schemas.ts'

/** An inclusive range of prices in cents; a null maximum has no upper bound. */
export type TPriceCentsRange = { min: number; max: number | null }

export type TFilterBounds = {
  /** Lowest average rating an agent may have, or null for no rating filter. */
  minimumRating: number | null
  /** Every range an agent's price must fall in (pricing and priceRange both apply). */
  priceRanges: TPriceCentsRange[]
}

export type ResolveFilterBoundsOptions = Pick<TFindAgentsFilters, 'rating' | 'pricing' | 'priceRange'>

const DOLLAR = 100

/** Spec §9, free-agents page: 'free', 'affordable' ($1–200), 'premium' ($200+). */
const PRICING_RANGES: Record<NonNullable<TFindAgentsFilters['pricing']>, TPriceCentsRange> = {
  free: { min: 0, max: 0 },
  // Any non-zero price up to $200 counts as affordable, so a $0.50 agent is not lost between ranges.
  affordable: { min: 1, max: 200 * DOLLAR },
  premium: { min: 200 * DOLLAR + 1, max: null },
}

/** Spec §9, storefront: 'free', 'under-50', '50-200', 'over-200'; the ranges meet without gaps or overlaps. */
const PRICE_RANGES: Record<NonNullable<TFindAgentsFilters['priceRange']>, TPriceCentsRange> = {
  free: { min: 0, max: 0 },
  'under-50': { min: 1, max: 50 * DOLLAR - 1 },
  '50-200': { min: 50 * DOLLAR, max: 200 * DOLLAR },
  'over-200': { min: 200 * DOLLAR + 1, max: null },
}

/**
 * Turns the rating and price filters into numbers. Spec §9: rating '5' means at least 4.5
 * (nobody would find anything with exactly 5.00), the others are minimums.
 */
export function resolveFilterBounds({ rating, pricing, priceRange }: ResolveFilterBoundsOptions): TFilterBounds {
  const minimumRating = rating === undefined ? null : rating === '5' ? 4.5 : Number(rating)
  const priceRanges: TPriceCentsRange[] = []
  if (pricing) priceRanges.push(PRICING_RANGES[pricing])
  if (priceRange) priceRanges.push(PRICE_RANGES[priceRange])

  return { minimumRating, priceRanges }
}
