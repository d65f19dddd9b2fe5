import { z } from 'zod'

/**
 * An agent's search phrases as the people who maintain its listing edit them (the admin's and the
 * owner's forms and both JSON APIs): how a customer would ask for the agent, in their own words.
 * Search indexes them; no page shows them. Browser-safe (zod only).
 */

export const MAX_SEARCH_PHRASES = 12
export const MAX_SEARCH_PHRASE_LENGTH = 100

const LINE_BREAK = /\r\n|\r|\n/

/** A textarea's text (one phrase per line) or a JSON list, as lines. */
function toLines(value: unknown): unknown {
  if (typeof value === 'string') return value.split(LINE_BREAK)
  if (Array.isArray(value)) return value.flatMap((item) => (typeof item === 'string' ? item.split(LINE_BREAK) : [item]))

  return value
}

/** How a phrase is stored: trimmed, lower-case, one space between words. */
export function normaliseSearchPhrase(line: string): string {
  return line.trim().replace(/\s+/g, ' ').toLowerCase()
}

/** The start of a phrase, to name it in a message. */
function quoted(phrase: string): string {
  return `"${phrase.length > 40 ? `${phrase.slice(0, 40)}…` : phrase}"`
}

/**
 * Normalised, empty lines and repeats dropped; an empty text clears them. At most 12 phrases of at
 * most 100 characters each: anything more is refused with a message, never cut.
 */
export const ZSearchPhrases = z
  .preprocess(toLines, z.array(z.string({ error: 'Search phrases are text, one phrase per line' }), { error: 'Search phrases are text, one phrase per line' }))
  .transform((lines, context) => {
    const phrases = [...new Set(lines.map(normaliseSearchPhrase).filter(Boolean))]
    if (phrases.length > MAX_SEARCH_PHRASES) {
      context.addIssue({ code: 'custom', message: `At most ${MAX_SEARCH_PHRASES} search phrases (one per line); there are ${phrases.length}` })
    }
    for (const phrase of phrases.filter((candidate) => candidate.length > MAX_SEARCH_PHRASE_LENGTH)) {
      context.addIssue({ code: 'custom', message: `A search phrase is at most ${MAX_SEARCH_PHRASE_LENGTH} characters; ${quoted(phrase)} has ${phrase.length}` })
    }

    return phrases
  })
  .describe(
    `How a customer would ask for the agent, in their words: a list, or one text with a phrase per line. Trimmed, lower-cased, repeats dropped; at most ${MAX_SEARCH_PHRASES} of at most ${MAX_SEARCH_PHRASE_LENGTH} characters. Search reads them; no page shows them. An empty list clears them.`,
  )

/** The phrases as the form's textarea shows them: one per line. */
export function searchPhrasesFormValue(phrases: readonly string[]): string {
  return phrases.join('\n')
}
