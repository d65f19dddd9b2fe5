import { describe, expect, it } from 'vitest'
import { editDistance } from './edit-distance.ts'

describe('editDistance', () => {
  it('is zero for the same word', () => {
    expect(editDistance('review', 'review')).toBe(0)
  })

  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('reveiw', 'review')).toBe(1)
  })

  it('counts missing, extra and wrong letters', () => {
    expect(editDistance('legl', 'legal')).toBe(1)
    expect(editDistance('contraact', 'contract')).toBe(1)
    expect(editDistance('kontract', 'contract')).toBe(1)
    expect(editDistance('reveiw', 'revenu')).toBe(2)
  })

  it('measures against the empty word', () => {
    expect(editDistance('', 'abc')).toBe(3)
    expect(editDistance('abc', '')).toBe(3)
  })

  it('stops past a limit, answering one more than it', () => {
    expect(editDistance('contrct', 'contract', 1)).toBe(1)
    expect(editDistance('catering', 'capturing', 1)).toBe(2)
    expect(editDistance('abcdefgh', 'zyxwvuts', 2)).toBe(3)
    expect(editDistance('short', 'much longer word', 3)).toBe(4)
  })

  it('gives the same distance with a limit it is within', () => {
    for (const [left, right] of [['reveiw', 'review'], ['legl', 'legal'], ['medicle', 'medical'], ['teh', 'the']] as const) {
      expect(editDistance(left, right, 3)).toBe(editDistance(left, right))
    }
  })
})
