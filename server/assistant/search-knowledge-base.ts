import { singleton } from '../shared/singleton.ts'
import type { TDocumentKind, TKnowledgeDocument, TTrack } from './knowledge-base.schemas.ts'
import { loadKnowledgeBase } from './load-knowledge-base.ts'
import { tokenize } from './tokenize.ts'

/** Title and keywords say what a document is about more surely than a word deep in its body. */
const FIELD_WEIGHTS = { title: 3, keywords: 3, summary: 2, body: 1 } as const
const K1 = 1.2
const B = 0.75
/** A whole multi-word keyword ("cloud run", "out of memory") in the question. */
const PHRASE_BONUS = 2.5
/** A question word in the title ("… on Replit") names the subject; BM25 saturation alone undersells it. */
const TITLE_TERM_BONUS = 1

type IndexedDocument = { document: TKnowledgeDocument; termFrequencies: Map<string, number>; length: number; phrases: string[]; titleTerms: Set<string> }
type Index = { documents: IndexedDocument[]; documentFrequencies: Map<string, number>; averageLength: number }

function buildIndex(documents: TKnowledgeDocument[]): Index {
  const indexed = documents.map((document) => {
    const termFrequencies = new Map<string, number>()
    let length = 0
    for (const [field, weight] of Object.entries(FIELD_WEIGHTS)) {
      const value = field === 'keywords' ? document.keywords.join(' ') : String(document[field as 'title' | 'summary' | 'body'])
      for (const term of tokenize(value)) {
        termFrequencies.set(term, (termFrequencies.get(term) ?? 0) + weight)
        length += weight
      }
    }
    const phrases = document.keywords.map((keyword) => keyword.toLowerCase()).filter((keyword) => keyword.includes(' '))

    return { document, termFrequencies, length, phrases, titleTerms: new Set(tokenize(document.title)) }
  })
  const documentFrequencies = new Map<string, number>()
  for (const { termFrequencies } of indexed) for (const term of termFrequencies.keys()) documentFrequencies.set(term, (documentFrequencies.get(term) ?? 0) + 1)
  const averageLength = indexed.reduce((sum, entry) => sum + entry.length, 0) / Math.max(1, indexed.length)

  return { documents: indexed, documentFrequencies, averageLength }
}

export type SearchKnowledgeBaseOptions = { query: string; kinds?: TDocumentKind[]; tracks?: TTrack[]; limit?: number }
export type TSearchHit = { document: TKnowledgeDocument; score: number }

/** BM25 over the knowledge base, in memory (it is a few dozen files): best first, only hits that match. */
export function searchKnowledgeBase({ query, kinds, tracks, limit = 5 }: SearchKnowledgeBaseOptions): TSearchHit[] {
  const index = singleton('assistant:knowledge-index', () => buildIndex(loadKnowledgeBase()))
  const terms = [...new Set(tokenize(query))]
  const lowered = query.toLowerCase()
  const total = index.documents.length

  return index.documents
    .filter(({ document }) => (!kinds || kinds.includes(document.kind)) && (!tracks || (document.track && tracks.includes(document.track))))
    .map(({ document, termFrequencies, length, phrases, titleTerms }) => {
      let score = 0
      for (const term of terms) {
        const frequency = termFrequencies.get(term)
        if (!frequency) continue
        const documentFrequency = index.documentFrequencies.get(term) ?? 0
        const idf = Math.log(1 + (total - documentFrequency + 0.5) / (documentFrequency + 0.5))
        score += (idf * frequency * (K1 + 1)) / (frequency + K1 * (1 - B + (B * length) / index.averageLength))
      }
      if (score === 0) return { document, score }
      for (const phrase of phrases) if (lowered.includes(phrase)) score += PHRASE_BONUS
      for (const term of terms) if (titleTerms.has(term)) score += TITLE_TERM_BONUS

      return { document, score }
    })
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || a.document.slug.localeCompare(b.document.slug))
    .slice(0, limit)
}
