import { describe, expect, it } from 'vitest'
import { resolveFilterBounds } from './resolve-filter-bounds.ts'

describe('resolveFilterBounds', () => {
  it('reads rating 5 as at least 4.5 and the other ratings as minimums', () => {
    expect(resolveFilterBounds({ rating: '5' }).minimumRating).toBe(4.5)
    expect(resolveFilterBounds({ rating: '4' }).minimumRating).toBe(4)
    expect(resolveFilterBounds({ rating: '3' }).minimumRating).toBe(3)
    expect(resolveFilterBounds({ rating: '2' }).minimumRating).toBe(2)
    expect(resolveFilterBounds({ rating: '1' }).minimumRating).toBe(1)
    expect(resolveFilterBounds({}).minimumRating).toBeNull()
  })

  it('splits pricing into free, affordable up to $200 and premium above', () => {
    expect(resolveFilterBounds({ pricing: 'free' }).priceRanges).toEqual([{ min: 0, max: 0 }])
    expect(resolveFilterBounds({ pricing: 'affordable' }).priceRanges).toEqual([{ min: 1, max: 20_000 }])
    expect(resolveFilterBounds({ pricing: 'premium' }).priceRanges).toEqual([{ min: 20_001, max: null }])
  })

  it('splits the storefront price ranges without gaps or overlaps', () => {
    const ranges = (['free', 'under-50', '50-200', 'over-200'] as const).map(
      (priceRange) => resolveFilterBounds({ priceRange }).priceRanges[0]!,
    )

    expect(ranges).toEqual([
      { min: 0, max: 0 },
      { min: 1, max: 4_999 },
      { min: 5_000, max: 20_000 },
      { min: 20_001, max: null },
    ])
    for (let index = 1; index < ranges.length; index++) expect(ranges[index]!.min).toBe(ranges[index - 1]!.max! + 1)
  })

  it('applies pricing and price range together', () => {
    expect(resolveFilterBounds({ pricing: 'affordable', priceRange: 'under-50' }).priceRanges).toHaveLength(2)
    expect(resolveFilterBounds({}).priceRanges).toEqual([])
  })
})
