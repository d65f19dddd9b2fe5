import { describe, expect, it } from 'vitest'
import { atOrAboveCut, selectBest, selectBestByScore } from './select-best.ts'

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

describe('atOrAboveCut', () => {
  it('holds the best by score under any tie-break, and they stay the best when only scores above the cut rise', () => {
    const scores = Float64Array.from({ length: 5000 }, (_, position) => ((position * 7919) % 50) / 7)
    const items = Int32Array.from({ length: 4000 }, (_, entry) => (entry * 13) % 5000)
    const leaders = atOrAboveCut(items, scores, 150)
    const cut = Math.min(...leaders.map((item) => scores[item]!))

    expect([...items].filter((item) => scores[item]! >= cut).sort()).toEqual([...leaders].sort())
    // Raise some leaders' scores (a bonus): the 24 best of all items are still the 24 best leaders.
    for (const item of leaders.slice(0, 40)) scores[item]! *= 1.5
    const byScoreThenLast = (left: number, right: number) => scores[right]! - scores[left]! || right - left
    expect(selectBest(leaders, 24, byScoreThenLast)).toEqual(selectBest(items, 24, byScoreThenLast))
    })

  it('holds the best of a filtered subset whenever enough leaders pass the filter (searches with filters)', () => {
    const scores = Float64Array.from({ length: 5000 }, (_, position) => ((position * 7919) % 50) / 7)
    const items = Int32Array.from({ length: 4000 }, (_, entry) => (entry * 13) % 5000)
    const leaders = atOrAboveCut(items, scores, 150)
    for (const item of leaders.slice(0, 40)) scores[item]! *= 1.5
    const passes = (item: number) => item % 3 === 0
    const passingLeaders = leaders.filter(passes)
    const byScoreThenId = (left: number, right: number) => scores[right]! - scores[left]! || left - right

    expect(passingLeaders.length).toBeGreaterThanOrEqual(24)
    expect(selectBest(passingLeaders, 24, byScoreThenId)).toEqual([...items].filter(passes).sort(byScoreThenId).slice(0, 24))
  })
})
