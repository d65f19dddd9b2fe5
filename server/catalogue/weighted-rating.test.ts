import { describe, expect, it } from 'vitest'
import { weightRating } from './weighted-rating.ts'

describe('weightRating', () => {
  it('keeps one new 4-star review below twenty reviews averaging 4.2', () => {
    const newcomer = weightRating({ averageRating: 4, totalRatings: 1 })!
    const established = weightRating({ averageRating: 4.2, totalRatings: 20 })!

    expect(newcomer).toBeLessThan(established)
  })

  it('keeps a single 5-star review below many 4.5-star reviews', () => {
    expect(weightRating({ averageRating: 5, totalRatings: 1 })!).toBeLessThan(weightRating({ averageRating: 4.5, totalRatings: 30 })!)
  })

  it('moves towards the raw average as reviews accumulate', () => {
    expect(weightRating({ averageRating: 4.8, totalRatings: 500 })!).toBeCloseTo(4.79, 1)
  })

  it('gives unrated agents no weighted rating', () => {
    expect(weightRating({ averageRating: 0, totalRatings: 0 })).toBeNull()
  })
})
