/** What a search asks for, as parseSearchQuery reads it and rankSearchMatches scores it. */
import type { Industry } from '../../shared/taxonomy.ts'

/** One thing the searcher asked for, and the ways the catalogue may say it. */
export type TSearchConcept = {
  word: string
  /**
   * Each variant matches when the agent has all of its stems; weight 1 for the word itself. An
   * indirect one (a neighbour word) counts half toward coverage, as an industry match does.
   */
  variants: { stems: string[]; weight: number; isIndirect?: boolean }[]
  /** Industries this word says the searcher works in. */
  industries: Industry[]
  /** 1, or less for a generic word ("answer", "questions"): it adds less to a match and to coverage. */
  weight: number
  /** What the searcher needs done ("flashcards", "appointments"), not a generic word or who they serve ("students"). */
  isTask: boolean
}

export type TParsedSearch = {
  concepts: TSearchConcept[]
  /** Quoted phrases every result must contain. */
  phrases: string[]
  /** Stems no result may contain (-word). */
  exclusions: string[]
  /** Operators (quotes, -word) mean exactly what they say: every word required. */
  requireAll: boolean
  /** The search after misspellings were corrected, or null when nothing was. */
  corrected: string | null
  /** The content words in order, for the phrase bonus. */
  contentText: string
}
