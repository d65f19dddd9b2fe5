import { MAX_SEARCH_PHRASE_LENGTH, normaliseSearchPhrase } from '../shared/search-phrases.schemas.ts'

/**
 * What a model's phrases must be beyond what an editor's must (search-phrases.schemas.ts), as the
 * shipped ones are written: a few everyday words, never a paragraph, and a handful of them.
 */
const SEARCH_PHRASE_LIMITS = { minWords: 2, maxWords: 12, minPhrases: 2, maxPhrases: 10 } as const

/** Characters no one types in a search: an answer using them is not a list of searches. */
const NOT_SEARCH_TEXT = /[\p{Cc}"<>{}[\]\\|`*#=_]/u

function acceptablePhrase(text: string): string | null {
  const phrase = normaliseSearchPhrase(text).replace(/[\s.,;:!?…]+$/u, '')
  const words = phrase.split(' ').length
  if (!phrase || phrase.length > MAX_SEARCH_PHRASE_LENGTH) return null
  if (words < SEARCH_PHRASE_LIMITS.minWords || words > SEARCH_PHRASE_LIMITS.maxWords) return null
  if (!/\p{L}/u.test(phrase) || NOT_SEARCH_TEXT.test(phrase)) return null

  return phrase
}

/**
 * The search phrases in a model's answer, or null when the answer is not exactly a JSON array of
 * usable phrases (a code fence around it is allowed: models add one even when told not to). One
 * bad phrase rejects the whole answer: a model that broke one rule may have broken others we
 * cannot check, and an agent with no phrases is better than one with wrong ones. Phrases are
 * trimmed, lower-cased and lose trailing punctuation, then de-duplicated; at most ten are kept.
 */
export function parseSearchPhrasesAnswer(answer: string): string[] | null {
  const json = answer.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/i, '$1')
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch {
    return null
  }
  if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === 'string')) return null
  const phrases = parsed.map(acceptablePhrase)
  if (phrases.some((phrase) => phrase === null)) return null
  const unique = [...new Set(phrases as string[])].slice(0, SEARCH_PHRASE_LIMITS.maxPhrases)

  return unique.length >= SEARCH_PHRASE_LIMITS.minPhrases ? unique : null
}
