import { describe, expect, it } from 'vitest'
import { MAX_SEARCH_PHRASES, MAX_SEARCH_PHRASE_LENGTH, ZSearchPhrases, searchPhrasesFormValue } from './search-phrases.schemas.ts'

const phrases = (count: number) => Array.from({ length: count }, (_, index) => `phrase ${index + 1}`)

describe('ZSearchPhrases', () => {
  it('reads a textarea: one phrase per line, trimmed, lower-case, empty lines and repeats dropped', () => {
    expect(ZSearchPhrases.parse('  Chase Customers   who owe us\r\n\nchase customers who owe us\nWHO OWES ME MONEY\n')).toEqual(['chase customers who owe us', 'who owes me money'])
  })

  it('reads a JSON list the same way, and an empty text or list clears the phrases', () => {
    expect(ZSearchPhrases.parse(['Book a table', 'book a table', ''])).toEqual(['book a table'])
    expect(ZSearchPhrases.parse('')).toEqual([])
    expect(ZSearchPhrases.parse([])).toEqual([])
  })

  it('gives back what the form showed', () => {
    const stored = ['chase customers who owe us', 'who owes me money']

    expect(ZSearchPhrases.parse(searchPhrasesFormValue(stored))).toEqual(stored)
  })

  it(`takes ${MAX_SEARCH_PHRASES} phrases and refuses one more, counting repeats once`, () => {
    expect(ZSearchPhrases.parse(phrases(MAX_SEARCH_PHRASES).join('\n'))).toHaveLength(MAX_SEARCH_PHRASES)
    expect(ZSearchPhrases.safeParse([...phrases(MAX_SEARCH_PHRASES), 'Phrase 1']).success).toBe(true)
    expect(ZSearchPhrases.safeParse(phrases(MAX_SEARCH_PHRASES + 1)).error?.issues).toHaveLength(1)
  })

  it(`takes phrases of ${MAX_SEARCH_PHRASE_LENGTH} characters and refuses longer ones, never cutting them`, () => {
    const longest = 'x'.repeat(MAX_SEARCH_PHRASE_LENGTH)

    expect(ZSearchPhrases.parse(`  ${longest}  `)).toEqual([longest])
    expect(ZSearchPhrases.safeParse(['fine', `${longest}y`]).success).toBe(false)
  })

  it('refuses anything that is not text', () => {
    expect(ZSearchPhrases.safeParse(42).success).toBe(false)
    expect(ZSearchPhrases.safeParse(['fine', 42]).success).toBe(false)
  })
})
