/**
 * `npm run search:eval`: loads the shipped catalogue into a fresh in-memory PGlite, runs every
 * query of queries.json through findAgents (the function behind /api/agents) and prints nDCG@10
 * and recall@10/@50 per group and overall. Keys the catalogue no longer has are listed.
 *
 *   npm run search:eval                 # the tuning set (queries.json), summary
 *   npm run search:eval -- --held-out   # the held-out set (held-out-queries.json): look at totals only
 *   npm run search:eval -- --people     # people-queries.json: requests in people's words, never tuned on
 *   npm run search:eval -- --fresh      # fresh-queries.json: written before tuning the fifth pass (decision 045)
 *   npm run search:eval -- --verbose    # every query, with its top ten
 *   npm run search:eval -- --fresh2     # fresh-2-queries.json: written before tuning the sixth pass (decision 049)
 *   npm run search:eval -- --fresh3     # fresh-3-queries.json: written and graded before any of its results was run
 *   npm run search:eval -- --fresh4     # fresh-4-queries.json: the next blind set, written and graded before any of its results was run
 *   npm run search:eval -- --fresh5     # fresh-5-queries.json: the fifth blind set (40 queries), written and graded before any of its results was run
 *   npm run search:eval -- --fresh6     # fresh-6-queries.json: the sixth blind set (40 queries), written and graded before any of its results was run
 *   npm run search:eval -- --fresh7     # fresh-7-queries.json: the seventh blind set (40 queries), written and graded before any of its results was run
 *   npm run search:eval -- --fresh8     # fresh-8-queries.json: the eighth blind set (40 queries), written and graded before any of its results was run
 *   npm run search:eval -- --fresh9     # fresh-9-queries.json: the ninth blind set (40 queries), written and graded before any of its results was run
 *   npm run search:eval -- --fresh10    # fresh-10-queries.json: the tenth blind set (40 queries), written and graded before any of its results was run
 *   npm run search:eval -- --fresh11    # fresh-11-queries.json: the eleventh blind set (40 mainstream everyday requests), written and graded before any of its results was run
 *   npm run search:eval -- --fresh12    # fresh-12-queries.json: the twelfth blind set (40 mainstream everyday requests), written and graded before any of its results was run
 *   npm run search:eval -- --fresh13    # fresh-13-queries.json: the thirteenth blind set (30 mainstream everyday requests), written and graded before any of its results was run
 *   npm run search:eval -- --all        # the sixteen sets in one run: check every change on all of them
 *   npm run search:eval -- --open       # the five sets that are not blind (all but fresh3, fresh4, fresh5, fresh6, fresh7, fresh8, fresh9, fresh10, fresh11, fresh12 and fresh13): tune on these
 *
 * A query with no grades (nonsense) scores 1 when nothing matched and 0 otherwise.
 */
import { openDatabase, useDatabase } from '../../db/client.ts'
import { migrateDatabase } from '../../db/migrate.ts'
import { seedCatalogue } from '../../db/seed/seed-catalogue.ts'
import { findAgents, readCatalogueVersion } from '../../server/catalogue/index.ts'
import { SEARCH_FIELDS } from '../../server/catalogue/search/build-search-index.ts'
import { loadSearchIndex } from '../../server/catalogue/search/load-search-index.ts'
import { NEIGHBOURS } from '../../server/catalogue/search/neighbour-words.ts'
import { RANKING } from '../../server/catalogue/search/rank-search-matches.ts'
import { SYNONYMS } from '../../server/catalogue/search/vocabulary/index.ts'
import { agentKey } from './agent-key.ts'
import { ndcgAt10, readGradedQueries } from './graded-queries.ts'

const NAMED_SETS: Record<string, string> = { '--held-out': './held-out-queries.json', '--people': './people-queries.json', '--fresh': './fresh-queries.json', '--fresh2': './fresh-2-queries.json', '--fresh3': './fresh-3-queries.json', '--fresh4': './fresh-4-queries.json', '--fresh5': './fresh-5-queries.json', '--fresh6': './fresh-6-queries.json', '--fresh7': './fresh-7-queries.json', '--fresh8': './fresh-8-queries.json', '--fresh9': './fresh-9-queries.json', '--fresh10': './fresh-10-queries.json', '--fresh11': './fresh-11-queries.json', '--fresh12': './fresh-12-queries.json', '--fresh13': './fresh-13-queries.json' }
const oneSet = Object.entries(NAMED_SETS).find(([flag]) => process.argv.includes(flag))?.[1] ?? './queries.json'
const BLIND_SETS = ['--fresh3', '--fresh4', '--fresh5', '--fresh6', '--fresh7', '--fresh8', '--fresh9', '--fresh10', '--fresh11', '--fresh12', '--fresh13']
const OPEN_SETS = ['./queries.json', ...Object.entries(NAMED_SETS).filter(([flag]) => !BLIND_SETS.includes(flag)).map(([, file]) => file)]
const setFiles = process.argv.includes('--all') ? ['./queries.json', ...Object.values(NAMED_SETS)] : process.argv.includes('--open') ? OPEN_SETS : [oneSet]
const verbose = process.argv.includes('--verbose')
// Tuning: SEARCH_RANKING='{"coveragePower":3}' npm run search:eval
Object.assign(RANKING, JSON.parse(process.env.SEARCH_RANKING ?? '{}'))
// Field weights: SEARCH_FIELDS='{"phrases":{"weight":0.5,"lengthNormalisation":0.5}}'
for (const [field, settings] of Object.entries(JSON.parse(process.env.SEARCH_FIELDS ?? '{}') as Record<string, object>)) Object.assign(SEARCH_FIELDS[field as keyof typeof SEARCH_FIELDS], settings)
// Neighbour words (decision 055): SEARCH_NEIGHBOUR_SETTINGS='{"weight":0.3}'; SEARCH_NEIGHBOURS=off switches them off.
Object.assign(NEIGHBOURS, JSON.parse(process.env.SEARCH_NEIGHBOUR_SETTINGS ?? '{}'))
// SEARCH_WITHOUT_SYNONYMS=1: as if the vocabulary had never seen the searchers' words (its one-word
// synonym entries removed), the blind set's case; measures what neighbour words recover (decision 055).
if (process.env.SEARCH_WITHOUT_SYNONYMS) for (const entry of Object.keys(SYNONYMS)) if (!entry.includes(' ')) delete SYNONYMS[entry]

const handle = await openDatabase({ kind: 'pglite' })
useDatabase(handle)
await migrateDatabase(handle)
await seedCatalogue()

const buildStarted = performance.now()
await loadSearchIndex(await readCatalogueVersion())
console.log(`Search index built in ${(performance.now() - buildStarted).toFixed(0)} ms`)

type Score = { ndcg: number; recall10: number; recall50: number }
const catalogueKeys = new Set<string>()
const all = await findAgents({ limit: 100 })
for (let offset = 0; offset < all.total; offset += 100) {
  for (const agent of (await findAgents({ limit: 100, offset })).agents) catalogueKeys.add(agentKey(agent.link))
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / (values.length || 1)
const line = (label: string, rows: Score[]) =>
  console.log(`${label.padEnd(12)} ${String(rows.length).padStart(3)}  ${mean(rows.map((row) => row.ndcg)).toFixed(3)}     ${mean(rows.map((row) => row.recall10)).toFixed(3)}      ${mean(rows.map((row) => row.recall50)).toFixed(3)}`)

const overall: string[] = []
for (const setFile of setFiles) {
  const queries = readGradedQueries(setFile)
  const scores: (Score & { group: string })[] = []
  for (const { query, group, grades } of queries) {
    const started = performance.now()
    const result = await findAgents({ search: query, limit: 50 })
    const elapsed = performance.now() - started
    const keys = result.agents.map((agent) => agentKey(agent.link))
    const gradeOf = (key: string) => grades[key] ?? 0
    let ndcg = ndcgAt10(keys, grades, catalogueKeys)
    const relevant = Object.entries(grades).filter(([key, grade]) => grade >= 2 && catalogueKeys.has(key)).length
    const found = (k: number) => keys.slice(0, k).filter((key) => gradeOf(key) >= 2).length
    let recall10 = relevant ? found(10) / Math.min(10, relevant) : 1
    let recall50 = relevant ? found(50) / Math.min(50, relevant) : 1
    if (Object.keys(grades).length === 0) {
      const nothing = result.total === 0 ? 1 : 0
      ndcg = recall10 = recall50 = nothing
    }
    scores.push({ group, ndcg, recall10, recall50 })
    if (verbose) {
      console.log(`${ndcg.toFixed(2)} ${recall10.toFixed(2)} ${recall50.toFixed(2)} ${String(result.total).padStart(5)} ${elapsed.toFixed(0).padStart(4)}ms  ${query}${result.correctedSearch ? ` → ${result.correctedSearch}` : ''}`)
      for (const agent of result.agents.slice(0, 10)) console.log(`        ${gradeOf(agentKey(agent.link))} ${agent.name.slice(0, 60).padEnd(60)} [${agent.industry}] ${agentKey(agent.link).slice(0, 60)} | ${agent.description.slice(0, 90)}`)
    }
  }
  console.log(`\n${setFile.slice(2)}\ngroup      queries  nDCG@10   recall@10  recall@50`)
  for (const group of [...new Set(scores.map((score) => score.group))]) line(group, scores.filter((score) => score.group === group))
  line('overall', scores)
  overall.push(`${setFile.slice(2)} ${mean(scores.map((score) => score.ndcg)).toFixed(3)} (r@50 ${mean(scores.map((score) => score.recall50)).toFixed(3)})`)

  const unresolved = [...new Set(queries.flatMap(({ grades }) => Object.keys(grades)))].filter((key) => !catalogueKeys.has(key))
  console.log(`\n${unresolved.length} graded keys are not in the catalogue${unresolved.length ? `: ${unresolved.slice(0, 20).join(', ')}${unresolved.length > 20 ? ', …' : ''}` : ''}`)
}
if (overall.length > 1) console.log(`\nnDCG@10: ${overall.join(' / ')}`)
await handle.close()
