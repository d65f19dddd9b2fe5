import type { Industry } from '../../../shared/taxonomy.ts'

/**
 * One part of the search vocabulary (docs/search.md, "Adding vocabulary"), one file per industry
 * or kind of work:
 * - `industry` and `intent`: words that say the searcher works in that industry ("my clinic",
 *   "law firm"). Agents of that industry get a boost, and the industry matches these words.
 * - `audience`: those intent words that say who the searcher is or serves ("clinic", "students",
 *   "lawyer"), not what they need done: an agent of the industry matching only these is not boosted.
 * - `synonyms`: a word the searcher types → words the catalogue uses for the same thing (one
 *   direction; add the reverse when it holds too). Matches through a synonym count a little less.
 * - `senses`: a word that means something else in this industry's searches: with another word of
 *   the industry in the search, the word is replaced by these ("coding" in "medical billing and
 *   coding" is medical coding, not writing software; "books" in "clinic bot that books
 *   appointments" is booking, not bookkeeping). The first is the meaning, the rest its synonyms.
 * - `misspellings`: common wrong spellings → the right word, applied before typo correction.
 * Entries are lower-case single words or two-word phrases.
 */
export type TVocabulary = {
  industry?: Exclude<Industry, 'general'>
  intent?: string[]
  audience?: string[]
  synonyms: Record<string, string[]>
  senses?: Record<string, string[]>
  misspellings?: Record<string, string>
}
