/**
 * `node --expose-gc bench/word-vectors.ts`: what the neighbour words (decision 055) cost. Reading
 * word-vectors.txt and .bin (once, on the first search that needs them) and the heap they hold;
 * the catalogue's candidate words (once per index); one uncached word's neighbours (each new rare
 * word; then remembered). Over the shipped catalogue, or with BENCH_AGENTS=100000 over
 * bench:search's synthetic database (run bench:search first). Prints figures; asserts nothing.
 */
import { existsSync, readFileSync } from 'node:fs'
import { openDatabase, useDatabase } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { projectPath } from '../db/project-path.ts'
import { seedCatalogue } from '../db/seed/seed-catalogue.ts'
import { readCatalogueVersion } from '../server/catalogue/index.ts'
import { loadSearchIndex } from '../server/catalogue/search/load-search-index.ts'
import { neighbourWords } from '../server/catalogue/search/neighbour-words.ts'
import { readWordVectors } from '../server/catalogue/search/word-vectors.ts'

const synthetic = process.env.BENCH_AGENTS ? `bench/.data/pglite-search-${process.env.BENCH_AGENTS}` : null
if (synthetic && !existsSync(synthetic)) throw new Error(`${synthetic} is missing: run npm run bench:search first`)
const handle = await openDatabase(synthetic ? { kind: 'pglite', dataDir: synthetic } : { kind: 'pglite' })
useDatabase(handle)
await migrateDatabase(handle)
if (!synthetic) await seedCatalogue()
const index = await loadSearchIndex(await readCatalogueVersion())

const collect = () => (globalThis as { gc?: () => void }).gc?.()
const memory = () => {
  collect()
  const { heapUsed, arrayBuffers } = process.memoryUsage()

  return heapUsed + arrayBuffers
}

const before = memory()
let started = performance.now()
const vectors = readWordVectors()
const loadMs = performance.now() - started
console.log(`${index.size} agents. Word vectors: ${vectors.rowOf.size} words read in ${loadMs.toFixed(0)} ms, ${((memory() - before) / 1e6).toFixed(1)} MB held (heap + buffers)`)

const fileWords = readFileSync(projectPath('server/catalogue/search/word-vectors.txt'), 'utf8').split('\n').filter((line) => line && !line.startsWith('#'))
started = performance.now()
neighbourWords(index, [fileWords[5000]!])
console.log(`First neighbour search (finds the catalogue's candidate words once per index): ${(performance.now() - started).toFixed(1)} ms`)

const times: number[] = []
for (let word = 5001; word < 5201; word++) {
  started = performance.now()
  neighbourWords(index, [fileWords[word]!])
  times.push(performance.now() - started)
}
times.sort((left, right) => left - right)
console.log(`One uncached word's neighbours: p50 ${times[100]!.toFixed(2)} ms, p99 ${times[197]!.toFixed(2)} ms (200 words)`)
await handle.close()
