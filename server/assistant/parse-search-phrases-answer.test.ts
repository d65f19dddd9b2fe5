import { describe, expect, it } from 'vitest'
import { parseSearchPhrasesAnswer } from './parse-search-phrases-answer.ts'

describe('parseSearchPhrasesAnswer', () => {
  it('keeps a JSON array of phrases, lower-cased, trimmed, without trailing punctuation, each once', () => {
    const answer = '["  Chase customers who haven\'t paid. ", "How do I reply to an ANGRY guest?", "chase customers who haven\'t paid", "staff   rota for a cafe"]'
    expect(parseSearchPhrasesAnswer(answer)).toEqual(["chase customers who haven't paid", 'how do i reply to an angry guest', 'staff rota for a cafe'])
  })

  it('accepts the array inside a code fence', () => {
    expect(parseSearchPhrasesAnswer('```json\n["book a table online", "restaurant booking help"]\n```')).toEqual(['book a table online', 'restaurant booking help'])
  })

  it('keeps at most ten', () => {
    const answer = JSON.stringify(Array.from({ length: 14 }, (_, index) => `phrase number ${index}`))
    expect(parseSearchPhrasesAnswer(answer)).toHaveLength(10)
  })

  it.each([
    ['prose', 'Here are some phrases: chase unpaid invoices, staff rota'],
    ['an object', '{"phrases": ["chase unpaid invoices", "staff rota for a cafe"]}'],
    ['numbers among the phrases', '["chase unpaid invoices", 42]'],
    ['a phrase of one word', '["invoices", "chase unpaid invoices"]'],
    ['a phrase of 13 words', `["chase unpaid invoices", "${'word '.repeat(13).trim()}"]`],
    ['a phrase over 100 characters', `["chase unpaid invoices", "${'remind '.repeat(15).trim()}"]`],
    ['markup', '["chase unpaid invoices", "<b>staff rota</b> today"]'],
    ['a single phrase', '["chase unpaid invoices"]'],
    ['an empty array', '[]'],
    ['text after the array', '["chase unpaid invoices", "staff rota for a cafe"] hope this helps'],
  ])('rejects %s', (_case, answer) => {
    expect(parseSearchPhrasesAnswer(answer)).toBeNull()
  })
})
