import { describe, expect, it } from 'vitest'
import { americanSpelling } from './american-spelling.ts'
import { stemWord } from './stem-word.ts'

describe('americanSpelling', () => {
  it('folds British spellings onto American ones', () => {
    expect(['summarise', 'organisation', 'personalised', 'analyse', 'colour', 'favourite', 'centre', 'catalogue', 'programme', 'enquiries', 'licence', 'paediatric', 'haematology'].map(americanSpelling)).toEqual([
      'summarize',
      'organization',
      'personalized',
      'analyze',
      'color',
      'favorite',
      'center',
      'catalog',
      'program',
      'inquiries',
      'license',
      'pediatric',
      'hematology',
    ])
  })

  it('leaves short words and American spellings alone', () => {
    expect(['rise', 'wise', 'hour', 'tour', 'four', 'your', 'genre', 'summarize', 'color', 'center'].map(americanSpelling)).toEqual(['rise', 'wise', 'hour', 'tour', 'four', 'your', 'genre', 'summarize', 'color', 'center'])
  })

  it('keeps practise a form of practice, not "practize"', () => {
    expect(americanSpelling('practise')).toBe('practice')
    expect(americanSpelling('practising')).toBe('practicing')
  })
})

describe('stemWord with either spelling', () => {
  it('gives both spellings of a word one stem', () => {
    const pairs = [
      ['organise', 'organize'],
      ['personalised', 'personalized'],
      ['optimisation', 'optimization'],
      ['colours', 'colors'],
      ['centre', 'center'],
      ['catalogue', 'catalog'],
      ['enquiry', 'inquiry'],
      ['practise', 'practice'],
    ]
    expect(pairs.filter(([british, american]) => stemWord(british!) !== stemWord(american!))).toEqual([])
  })
})
