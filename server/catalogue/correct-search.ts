import { sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { editDistance } from './edit-distance.ts'

export type CorrectSearchOptions = { search: string }

export type TCorrectedSearch = {
  /** The search to run: the input with misspelt words replaced by catalogue words. */
  search: string
  isCorrected: boolean
}

type CandidateRow = { term: string; word: string; documents: number; score: number }

/** Shorter words get fewer edits, or "lead" would become "load". */
function allowedEdits(word: string): number {
  if (word.length <= 4) return 1
  if (word.length <= 8) return 2

  return 3
}

const MINIMUM_WORD_LENGTH = 4
const MAXIMUM_WORDS = 12

/**
 * Typo tolerance: each search word the catalogue never uses (not in search_lexicon, and not an
 * English stop word) is replaced by the closest lexicon word: trigram candidates from the
 * database, then the fewest edits, then the most common word.
 */
export async function correctSearch({ search }: CorrectSearchOptions): Promise<TCorrectedSearch> {
  const words = [...new Set(search.toLowerCase().match(/[a-z]+/g) ?? [])]
    .filter((word) => word.length >= MINIMUM_WORD_LENGTH)
    .slice(0, MAXIMUM_WORDS)
  if (words.length === 0) return { search, isCorrected: false }

  const terms = sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  )
  const result = await db.execute(sql`
    select input.term, candidate.word, candidate.documents, candidate.score
    from unnest(array[${terms}]::text[]) as input(term)
    cross join lateral search_lexicon_candidates(input.term) as candidate
    where not exists (select 1 from search_lexicon where search_lexicon.word = input.term)
      and numnode(plainto_tsquery('english', input.term)) > 0
  `)
  const candidates = result.rows as CandidateRow[]

  let corrected = search
  for (const word of words) {
    const best = candidates
      .filter((candidate) => candidate.term === word)
      .map((candidate) => ({ ...candidate, edits: editDistance(word, candidate.word) }))
      .filter((candidate) => candidate.edits <= allowedEdits(word))
      .sort((left, right) => left.edits - right.edits || right.documents - left.documents || right.score - left.score)[0]
    if (best) corrected = corrected.replace(new RegExp(`\\b${word}\\b`, 'gi'), best.word)
  }

  return { search: corrected, isCorrected: corrected !== search }
}
