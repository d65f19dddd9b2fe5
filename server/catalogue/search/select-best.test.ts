import { describe, expect, it } from 'vitest'
import { selectBest } from './select-best.ts'

describe('selectBest', () => {
  it('gives the same first items as a full sort', () => {
    const items = Array.from({ length: 1000 }, (_, position) => (position * 7919) % 1009)
    const compare = (left: number, right: number) => right - left

    expect(selectBest(items, 10, compare)).toEqual([...items].sort(compare).slice(0, 10))
    expect(selectBest(items, 600, compare)).toEqual([...items].sort(compare).slice(0, 600))
    expect(selectBest(items, 0, compare)).toEqual([])
  })
})
