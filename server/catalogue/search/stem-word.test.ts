import { describe, expect, it } from 'vitest'
import { stemWord } from './stem-word.ts'

describe('stemWord', () => {
  it.each([
    ['teacher', 'teaching'],
    ['teachers', 'teach'],
    ['recruiter', 'recruiting'],
    ['recruitment', 'recruiting'],
    ['invoices', 'invoicing'],
    ['schedule', 'scheduling'],
    ['scheduled', 'scheduler'],
    ['planning', 'planner'],
    ['policies', 'policy'],
    ['reviews', 'reviewed'],
    ['analytics', 'analysis'],
    ['bookings', 'booking'],
    ['recommend', 'recommendations'],
    ['recommend', 'recommender'],
  ])('joins %s and %s', (left, right) => {
    expect(stemWord(left)).toBe(stemWord(right))
  })

  it.each([
    ['general', 'generate'],
    ['user', 'use'],
    ['law', 'lawyer'],
    ['business', 'busy'],
    ['booking', 'book'],
    ['listings', 'list'],
  ])('keeps %s and %s apart', (left, right) => {
    expect(stemWord(left)).not.toBe(stemWord(right))
  })

  it('leaves short words and names with digits alone', () => {
    expect(stemWord('crm')).toBe('crm')
    expect(stemWord('n8n')).toBe('n8n')
    expect(stemWord('gpt4all')).toBe('gpt4all')
  })
})
