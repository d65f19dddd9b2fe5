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
})
