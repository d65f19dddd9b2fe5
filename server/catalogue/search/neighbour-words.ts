import type { TSearchConcept } from './search-query-shape.ts'
import type { TSearchIndex } from './search-index-shape.ts'
import { stemWord } from './stem-word.ts'
import { FILLER_WORDS, WEAK_WORDS } from './vocabulary/index.ts'
import { readWordVectors, WORD_VECTOR_DIMENSIONS as DIMENSIONS, type TWordVectors } from './word-vectors.ts'

/** Neighbour words (decision 055); tuned on scripts/search-eval, docs/search.md explains each. */
export const NEIGHBOURS = {
  /** Off switch: SEARCH_NEIGHBOURS=off, or false here. */
  enabled: process.env.SEARCH_NEIGHBOURS !== 'off',
  /**
   * A task word in at most this many agents gets neighbours (0: only words no agent uses). 20, not
   * 0: on the blind set (fresh3) 0.578 → 0.584 and recall@50 0.551 → 0.581, where 0 gave 0.577;
   * the open sets moved by ≤ 0.001 either way (decision 055, "Outcome").
   */
  rareDocuments: 20,
  /** Neighbours are catalogue words in at most this share of agents: not "business", "customer". */
  commonShare: 0.04,
  /** …and in at least this many agents: a word of one agent is as likely a name as a topic. */
  fewestDocuments: 2,
  /** Cosine similarity a neighbour needs, and how many of the closest are kept. */
  similarity: 0.55,
  count: 3,
  /** A match through a neighbour counts this much of the word itself… */
  weight: 0.4,
  /** …and, when indirect, half toward coverage (as an industry match does). */
  isIndirect: true,
}

type TCatalogueWords = {
  /** Rows in the word vectors of the catalogue words that may be neighbours, and their stems. */
  rows: Int32Array
  stems: string[]
  words: string[]
}
const catalogueWordsByIndex = new WeakMap<TSearchIndex, TCatalogueWords>()
const neighboursByIndex = new WeakMap<TSearchIndex, Map<string, TNeighbour[]>>()

export type TNeighbour = { word: string; stem: string; similarity: number }

/** The catalogue's words that have a vector and are neither rare nor everywhere, once per index. */
function catalogueWordsOf(index: TSearchIndex, vectors: TWordVectors): TCatalogueWords {
  let catalogueWords = catalogueWordsByIndex.get(index)
  if (catalogueWords) return catalogueWords
  const rows: number[] = []
  const stems: string[] = []
  const words: string[] = []
  const most = Math.max(NEIGHBOURS.fewestDocuments, NEIGHBOURS.commonShare * index.size)
  for (const word of index.words.keys()) {
    const row = vectors.rowOf.get(word)
    if (row === undefined || FILLER_WORDS.has(word) || WEAK_WORDS.has(word)) continue
    const stem = stemWord(word)
    const documents = index.postings.get(stem)?.agents.length ?? 0
    if (documents < NEIGHBOURS.fewestDocuments || documents > most) continue
    rows.push(row)
    stems.push(stem)
    words.push(word)
  }
  catalogueWords = { rows: Int32Array.from(rows), stems, words }
  catalogueWordsByIndex.set(index, catalogueWords)

  return catalogueWords
}

/**
 * The catalogue words closest in meaning to a searcher's word or words (the mean of their
 * directions: "too expensive"), best first, one per stem, none with a stem of the words themselves.
 * Empty when GloVe does not know a word. Remembered per index.
 */
export function neighbourWords(index: TSearchIndex, searchWords: string[]): TNeighbour[] {
  const key = searchWords.join(' ')
  let remembered = neighboursByIndex.get(index)
  if (!remembered) neighboursByIndex.set(index, (remembered = new Map()))
  const known = remembered.get(key)
  if (known) return known
  const vectors = readWordVectors()
  const searchRows = searchWords.map((word) => vectors.rowOf.get(word))
  let found: TNeighbour[] = []
  if (searchRows.every((row) => row !== undefined)) {
    const target = new Float32Array(DIMENSIONS)
    for (const row of searchRows) for (let dimension = 0; dimension < DIMENSIONS; dimension++) target[dimension]! += vectors.bytes[row * DIMENSIONS + dimension]! * vectors.inverseLength[row]!
    let length = 0
    for (const value of target) length += value * value
    const { rows, stems, words } = catalogueWordsOf(index, vectors)
    const ownStems = new Set(searchWords.map(stemWord))
    const best = new Map<string, TNeighbour>()
    for (let candidate = 0; candidate < rows.length; candidate++) {
      const row = rows[candidate]!
      let dot = 0
      for (let dimension = 0; dimension < DIMENSIONS; dimension++) dot += target[dimension]! * vectors.bytes[row * DIMENSIONS + dimension]!
      const similarity = (dot * vectors.inverseLength[row]!) / Math.sqrt(length)
      const stem = stems[candidate]!
      if (similarity < NEIGHBOURS.similarity || ownStems.has(stem)) continue
      if ((best.get(stem)?.similarity ?? -1) < similarity) best.set(stem, { word: words[candidate]!, stem, similarity })
    }
    found = [...best.values()].sort((left, right) => right.similarity - left.similarity).slice(0, NEIGHBOURS.count)
  }
  // A bounded memory: searches are many, their rare words few.
  if (remembered.size >= 5000) remembered.clear()
  remembered.set(key, found)

  return found
}

/**
 * A task word the catalogue uses rarely or never ("tender", "rota") also matches, at a low weight,
 * the catalogue words closest to it in meaning ("bids", "schedule"). `canExpand` says which words
 * the vocabulary and typo correction left alone. A neighbour that is another word of the search is
 * left out, as synonyms are (decision 040).
 */
export function withNeighbourWords(concepts: TSearchConcept[], index: TSearchIndex, canExpand: (concept: TSearchConcept) => boolean): TSearchConcept[] {
  if (!NEIGHBOURS.enabled) return concepts
  const searchStems = new Set(concepts.flatMap((concept) => concept.variants[0]!.stems))

  return concepts.map((concept) => {
    // A search of filler alone ("company") keeps its words, but they are not what is sought.
    if (!concept.isTask || concept.weight < 1 || concept.word.includes(' ') || FILLER_WORDS.has(concept.word) || !canExpand(concept)) return concept
    const documents = index.postings.get(stemWord(concept.word))?.agents.length ?? 0
    if (documents > NEIGHBOURS.rareDocuments) return concept
    const added = neighbourWords(index, [concept.word])
      .filter((neighbour) => !searchStems.has(neighbour.stem))
      .map((neighbour) => ({ stems: [neighbour.stem], weight: NEIGHBOURS.weight, isIndirect: NEIGHBOURS.isIndirect }))

    return added.length === 0 ? concept : { ...concept, variants: [...concept.variants, ...added] }
  })
}
