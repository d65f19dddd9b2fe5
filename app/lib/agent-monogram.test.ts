import { describe, expect, it } from 'vitest'
import { monogramHue, monogramInitials } from './agent-monogram.ts'

describe('agent monogram', () => {
  it('takes the initials of the first two words', () => {
    expect(monogramInitials('Contract Clerk for small firms')).toBe('CC')
    expect(monogramInitials('n8n')).toBe('N')
    expect(monogramInitials('—')).toBe('?')
  })

  it('gives each name a stable hue', () => {
    expect(monogramHue('Tutor Bot')).toBe(monogramHue('Tutor Bot'))
    expect(monogramHue('Tutor Bot')).not.toBe(monogramHue('Ledger Helper'))
  })
})
