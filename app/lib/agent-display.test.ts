import { describe, expect, it } from 'vitest'
import { formatCompactNumber, hasRating, pluralise, visibleTags } from './agent-display.ts'

describe('card display rules', () => {
  it('shows the first tag and counts the others', () => {
    expect(visibleTags(['legal', 'contracts', 'rag'])).toEqual({ shown: ['legal'], hiddenCount: 2 })
    expect(visibleTags(['legal'])).toEqual({ shown: ['legal'], hiddenCount: 0 })
    expect(visibleTags([])).toEqual({ shown: [], hiddenCount: 0 })
    expect(visibleTags(['a', 'b', 'c'], 2)).toEqual({ shown: ['a', 'b'], hiddenCount: 1 })
  })

  it('does not count blank or repeated tags', () => {
    expect(visibleTags(['legal', ' ', 'legal', 'rag'])).toEqual({ shown: ['legal'], hiddenCount: 1 })
  })

  it('shows a rating only when somebody rated above 0', () => {
    expect(hasRating({ averageRating: 0, totalRatings: 0 })).toBe(false)
    expect(hasRating({ averageRating: 4.5, totalRatings: 2 })).toBe(true)
  })

  it('formats counts for people', () => {
    expect(formatCompactNumber(12345)).toBe('12.3K')
    expect(pluralise(1, 'agent')).toBe('1 agent')
    expect(pluralise(1234, 'agent')).toBe('1,234 agents')
  })
})
