import { editDistance } from '../edit-distance.ts'
import { isEnglishWord } from './english-words.ts'
import type { TSearchIndex } from './search-index-shape.ts'
import { stemWord } from './stem-word.ts'

const byFirstLetter = new WeakMap<TSearchIndex, Map<string, string[]>>()

function wordsStartingWith(index: TSearchIndex, letter: string): string[] {
  let buckets = byFirstLetter.get(index)
  if (!buckets) {
    buckets = new Map()
    for (const word of index.words.keys()) {
      const bucket = buckets.get(word[0]!) ?? []
      bucket.push(word)
      buckets.set(word[0]!, bucket)
    }
    byFirstLetter.set(index, buckets)
  }

  return buckets.get(letter) ?? []
}

const RARE_SPELLING_DOCUMENTS = 3
const RARE_SPELLING_RATIO = 10
const RARE_SPELLING_LENGTH = 7

/**
 * Whether a word the catalogue uses may still be a typo: the catalogue's own ("Summerize and send
 * email"), when fewer than RARE_SPELLING_DOCUMENTS agents use it. Only from seven letters: shorter
 * rare words are mostly names ("texas", "todo", "odoo") a letter away from common words.
 */
export function mayBeCatalogueTypo(index: TSearchIndex, word: string): boolean {
  return word.length >= RARE_SPELLING_LENGTH && (index.postings.get(stemWord(word))?.agents.length ?? 0) < RARE_SPELLING_DOCUMENTS
}

/**
 * Short words get fewer edits, or "lead" would become "load": one edit up to six letters, two from
 * seven ("medicle" is "medical"), three from twelve (a swap of two letters is one edit). A common
 * English word is never corrected at all, so reaching further no longer turns "catering" into
 * "capturing" (decision 049; before it, one edit per five letters).
 */
function allowedEdits(word: string): number {
  return Math.max(1, Math.min(3, Math.floor((word.length + 3) / 5)))
}

/**
 * The catalogue word a misspelt search word most likely meant, or null when none is clearly
 * close: same first letter (people rarely miss it; the first two for two edits or more), few
 * edits for the length, then the most used word. Random letters find nothing rather than something unrelated.
 * A common English word is never a typo, even when the catalogue lacks it (decision 049).
 */
export function correctSearchWord(index: TSearchIndex, word: string): string | null {
  const ownDocuments = index.words.get(word) ?? 0
  if (word.length < 4 || /\d/.test(word) || (ownDocuments > 0 && !mayBeCatalogueTypo(index, word)) || isEnglishWord(word)) return null
  const limit = allowedEdits(word)
  let best: { word: string; edits: number; documents: number } | null = null
  for (const candidate of wordsStartingWith(index, word[0]!)) {
    if (Math.abs(candidate.length - word.length) > limit || candidate.length < 3 || candidate === word) continue
    // A word a few agents misspell too ("summerize") is corrected only to one far more of them use.
    if (ownDocuments > 0 && index.words.get(candidate)! < ownDocuments * RARE_SPELLING_RATIO) continue
    const edits = editDistance(word, candidate, limit)
    // Two edits or more must keep the first two letters: "catering" is not "covering".
    if (edits > limit || (edits >= 2 && candidate[1] !== word[1])) continue
    const documents = index.words.get(candidate)!
    if (!best || edits < best.edits || (edits === best.edits && (documents > best.documents || (documents === best.documents && candidate < best.word)))) {
      best = { word: candidate, edits, documents }
    }
  }

  return best?.word ?? null
}
