import { describe, expect, it } from 'vitest'
import { INDUSTRIES } from '../../../shared/taxonomy.ts'
import { FILLER_WORDS, INDUSTRY_VOCABULARY, MISSPELLINGS, SYNONYMS, VOCABULARY_PARTS, WEAK_WORDS } from './index.ts'

const isPhrase = (text: string) => /^[a-z0-9][a-z0-9-]*( (of|and) [a-z0-9-]+| [a-z0-9-]+)?$/.test(text)

describe('the search vocabulary', () => {
  it('covers every vertical of the taxonomy', () => {
    expect(Object.keys(INDUSTRY_VOCABULARY).sort()).toEqual(INDUSTRIES.filter((industry) => industry !== 'general').sort())
  })

  it('spells every entry in lower case, one or two words, or three joined by of or and', () => {
    const entries = [
      ...Object.values(INDUSTRY_VOCABULARY).flatMap(({ intent }) => intent),
      ...Object.keys(SYNONYMS),
      ...Object.values(SYNONYMS).flat(),
      ...Object.entries(MISSPELLINGS).flat(),
    ]
    expect(entries.filter((entry) => !isPhrase(entry))).toEqual([])
  })

  it('never lists a word as its own synonym or a misspelling of itself', () => {
    expect(Object.entries(SYNONYMS).filter(([word, synonyms]) => synonyms.includes(word))).toEqual([])
    expect(Object.entries(MISSPELLINGS).filter(([wrong, right]) => wrong === right)).toEqual([])
  })

  it('never treats a word that carries a subject as filler', () => {
    const subjects = [...Object.values(INDUSTRY_VOCABULARY).flatMap(({ intent }) => intent), ...Object.keys(SYNONYMS)]
    expect(subjects.filter((word) => FILLER_WORDS.has(word))).toEqual([])
  })

  it('corrects misspellings to words the vocabulary or catalogue knows, not to other misspellings', () => {
    expect(Object.values(MISSPELLINGS).filter((right) => right in MISSPELLINGS)).toEqual([])
  })

  it('keeps generic (weak) words apart from filler and from the words that name an industry', () => {
    const intent = new Set(Object.values(INDUSTRY_VOCABULARY).flatMap(({ intent }) => intent))
    expect([...WEAK_WORDS].filter((word) => FILLER_WORDS.has(word) || intent.has(word))).toEqual([])
  })

  it('lists as audience only words that also name the industry', () => {
    for (const part of Object.values(VOCABULARY_PARTS)) expect((part.audience ?? []).filter((word) => !part.intent?.includes(word))).toEqual([])
  })

  it('defines each word in one part only, so no file silently overrides another', () => {
    const owners = new Map<string, string[]>()
    for (const [part, { synonyms, misspellings }] of Object.entries(VOCABULARY_PARTS)) {
      for (const word of [...Object.keys(synonyms), ...Object.keys(misspellings ?? {})]) owners.set(word, [...(owners.get(word) ?? []), part])
    }
    expect([...owners].filter(([, parts]) => parts.length > 1)).toEqual([])
  })
})
