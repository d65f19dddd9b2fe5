import { describe, expect, it } from 'vitest'
import { difficultyVariant } from './difficulty-badge.tsx'

describe('difficulty badge colours', () => {
  it('is green, yellow or red for the three levels and grey for anything else', () => {
    expect(difficultyVariant('beginner')).toBe('green')
    expect(difficultyVariant('intermediate')).toBe('yellow')
    expect(difficultyVariant('advanced')).toBe('red')
    expect(difficultyVariant('expert')).toBe('grey')
    expect(difficultyVariant('')).toBe('grey')
  })
})
