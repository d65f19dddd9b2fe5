import { readFileSync } from 'node:fs'
import { projectPath } from '../../../db/project-path.ts'

/** Components a word has: word-vectors.bin holds this many signed bytes a word. */
export const WORD_VECTOR_DIMENSIONS = 100
const DIMENSIONS = WORD_VECTOR_DIMENSIONS

export type TWordVectors = {
  /** Row of each word in `bytes`. */
  rowOf: Map<string, number>
  /** DIMENSIONS signed bytes a word, its direction only. */
  bytes: Int8Array
  /** 1 / the length of each row's bytes, so a cosine is one dot product and two multiplications. */
  inverseLength: Float32Array
}

let wordVectors: TWordVectors | undefined

/**
 * GloVe vectors of 50,868 common English words (word-vectors.txt and .bin, decision 055), read on
 * the first search that needs a neighbour word, on the server only, and kept.
 */
export function readWordVectors(): TWordVectors {
  if (wordVectors) return wordVectors
  const text = readFileSync(projectPath('server/catalogue/search/word-vectors.txt'), 'utf8')
  const file = readFileSync(projectPath('server/catalogue/search/word-vectors.bin'))
  const bytes = new Int8Array(file.buffer, file.byteOffset, file.byteLength)
  const rowOf = new Map<string, number>()
  // The licence notices come first, as lines starting with "#".
  for (const line of text.split('\n')) if (line && !line.startsWith('#')) rowOf.set(line, rowOf.size)
  const inverseLength = new Float32Array(rowOf.size)
  for (let row = 0; row < rowOf.size; row++) {
    let sum = 0
    for (let dimension = row * DIMENSIONS; dimension < (row + 1) * DIMENSIONS; dimension++) sum += bytes[dimension]! * bytes[dimension]!
    inverseLength[row] = 1 / Math.sqrt(sum)
  }
  wordVectors = { rowOf, bytes, inverseLength }

  return wordVectors
}
