import { describe, expect, it } from 'vitest'
import { REVIEW_NOTICES, isReviewNotice, missingReviewFields } from './review-notices.ts'

describe('missingReviewFields', () => {
  it('asks for every field when the title or the comment is blank', () => {
    expect(missingReviewFields({ title: '  ', comment: 'A comment long enough to count.' })).toBe('Please fill in all fields.')
    expect(missingReviewFields({ title: 'A title', comment: '\n' })).toBe('Please fill in all fields.')
  })

  it('lets a filled-in form through (lengths are checked by the server)', () => {
    expect(missingReviewFields({ title: 'Ok', comment: 'Short' })).toBeNull()
  })
})

describe('review notices', () => {
  it('knows only its own codes', () => {
    expect(isReviewNotice('added')).toBe(true)
    expect(isReviewNotice('toString')).toBe(false)
    expect(isReviewNotice(null)).toBe(false)
  })

  it('uses the spec’s words for a new review', () => {
    expect(REVIEW_NOTICES.added).toBe('Review Added')
  })
})
