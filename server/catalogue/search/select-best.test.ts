import { describe, expect, it } from 'vitest'
import { selectBest, selectBestByScore } from './select-best.ts'

describe('selectBest', () => {
  it('gives the same first items as a full sort', () => {
    const items = Array.from({ length: 1000 }, (_, position) => (position * 7919) % 1009)
    const compare = (left: number, right: number) => right - left

    expect(selectBest(items, 10, compare)).toEqual([...items].sort(compare).slice(0, 10))
    expect(selectBest(items, 600, compare)).toEqual([...items].sort(compare).slice(0, 600))
    expect(selectBest(items, 0, compare)).toEqual([])
  })
})

describe('selectBestByScore', () => {
  it('gives the same first items as a full sort by score then tie-break, ties at the cut included', () => {
    // Scores with many ties (50 distinct values over 5,000 items), tie broken by position.
    const scores = Float64Array.from({ length: 5000 }, (_, position) => ((position * 7919) % 50) / 7)
    const items = Int32Array.from({ length: 4000 }, (_, entry) => (entry * 13) % 5000)
    const compare = (left: number, right: number) => scores[right]! - scores[left]! || left - right
    const sorted = [...items].sort(compare)

    for (const count of [1, 24, 150, 1999]) expect(selectBestByScore(items, scores, count, compare)).toEqual(sorted.slice(0, count))
    expect(selectBestByScore(items, scores, 0, compare)).toEqual([])
  })
})
