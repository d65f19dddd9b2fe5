/**
 * Lists, for every graded query scoring under a threshold, the agents graded 2 or 3 that miss the
 * top ten: their rank in the whole ranking (or "no match"), which of the search's concepts their
 * own words match, and their text, to classify why they miss (decision 051).
 *
 *   node scripts/search-eval/list-misses.ts --fresh --fresh2      # sets as run-search-eval.ts names them
 *   node scripts/search-eval/list-misses.ts --all --below 0.7     # every set, queries under 0.7 nDCG@10
 */
import { openDatabase, useDatabase } from '../../db/client.ts'
import { migrateDatabase } from '../../db/migrate.ts'
import { seedCatalogue } from '../../db/seed/seed-catalogue.ts'
import { findAgents, readCatalogueVersion } from '../../server/catalogue/index.ts'
import { loadSearchIndex } from '../../server/catalogue/search/load-search-index.ts'
import { parseSearchQuery } from '../../server/catalogue/search/parse-search-query.ts'
import { rankSearchMatches } from '../../server/catalogue/search/rank-search-matches.ts'
import { stemWord } from '../../server/catalogue/search/stem-word.ts'
import { tokeniseSearchText } from '../../server/catalogue/search/tokenise-search-text.ts'
import { agentKey } from './agent-key.ts'
import { ndcgAt10, readGradedQueries } from './graded-queries.ts'

const SETS: Record<string, string> = {
  '--tuning': './queries.json',
  '--held-out': './held-out-queries.json',
  '--people': './people-queries.json',
  '--fresh': './fresh-queries.json',
  '--fresh2': './fresh-2-queries.json',
  '--fresh3': './fresh-3-queries.json',
  '--fresh4': './fresh-4-queries.json',
  '--fresh5': './fresh-5-queries.json',
  '--fresh6': './fresh-6-queries.json',
  '--fresh7': './fresh-7-queries.json',
  '--fresh8': './fresh-8-queries.json',
  '--fresh9': './fresh-9-queries.json',
  '--fresh10': './fresh-10-queries.json',
  '--fresh11': './fresh-11-queries.json',
  '--fresh12': './fresh-12-queries.json',
  '--fresh13': './fresh-13-queries.json',
}
const chosen = process.argv.includes('--all') ? Object.values(SETS) : Object.entries(SETS).filter(([flag]) => process.argv.includes(flag)).map(([, file]) => file)
const belowAt = process.argv.indexOf('--below')
const below = belowAt === -1 ? 0.7 : Number(process.argv[belowAt + 1])

const handle = await openDatabase({ kind: 'pglite' })
useDatabase(handle)
await migrateDatabase(handle)
await seedCatalogue()
const index = await loadSearchIndex(await readCatalogueVersion())
const { agents } = index
const positionByKey = new Map(agents.link.map((link, position) => [agentKey(link), position]))
const industryOf = (position: number) => index.listIndex.facets.industry.values[index.listIndex.facets.industry.codes[position]!]

for (const file of chosen) {
  // How far each missing agent is: no concept matched by its words, matched but under 50, or 11–50.
  const buckets = { queries: 0, noWordMatched: 0, industryOnly: 0, below50: 0, from11to50: 0 }
  const queries = readGradedQueries(file)
  console.log(`\n######## ${file.slice(2)}`)
  for (const { query, group, grades } of queries) {
    const result = await findAgents({ search: query, limit: 10 })
    const top = result.agents.map((agent) => agentKey(agent.link))
    const ndcg = ndcgAt10(top, grades, positionByKey)
    if (ndcg >= below || Object.keys(grades).length === 0) continue
    buckets.queries++

    const parsed = parseSearchQuery(query, index)
    const ranked = rankSearchMatches(index, parsed)
    const order = [...ranked.positions].sort((left, right) => ranked.scores[right]! - ranked.scores[left]! || left - right)
    const rankOf = new Map(order.map((position, rank) => [position, rank + 1]))
    console.log(`\n=== [${group}] ${ndcg.toFixed(2)} "${query}"${result.correctedSearch ? ` → ${result.correctedSearch}` : ''} (${result.total} matches)`)
    for (const concept of parsed.concepts) {
      const kind = concept.isTask ? 'task' : concept.weight < 1 ? 'weak' : 'audience'
      console.log(`    · ${concept.word} (${kind}${concept.industries.length ? `, ${concept.industries.join(' ')}` : ''}): ${concept.variants.map((variant) => variant.stems.join(' ')).join(', ')}`)
    }
    const describe = (position: number) => {
      const words = new Set(tokeniseSearchText(`${agents.name[position]} ${agents.tags[position]!.join(' ')} ${agents.description[position]}`).map(stemWord))
      const matched = parsed.concepts.filter((concept) => concept.variants.some((variant) => variant.stems.every((stem) => words.has(stem)))).map((concept) => concept.word)

      return `${agents.name[position]!.slice(0, 55)} [${industryOf(position)}] {${matched.join(', ') || 'industry only'}} tags: ${agents.tags[position]!.slice(0, 6).join(', ')} | ${agents.description[position]!.slice(0, 150).replace(/\s+/g, ' ')}`
    }
    console.log('  top ten:')
    result.agents.forEach((agent, rank) => {
      const position = positionByKey.get(agentKey(agent.link))!
      console.log(`    ${rank + 1}. (${grades[agentKey(agent.link)] ?? 0}) ${describe(position)}`)
    })
    const missing = Object.entries(grades)
      .filter(([key, grade]) => grade >= 2 && positionByKey.has(key) && !top.includes(key))
      .sort(([, left], [, right]) => right - left)
    console.log(`  graded ≥ 2 missing from the top ten (${missing.length}):`)
    for (const [key] of missing) {
      const position = positionByKey.get(key)!
      const rank = rankOf.get(position)
      if (rank === undefined) buckets.noWordMatched++
      else if (describe(position).includes('{industry only}')) buckets.industryOnly++
      else if (rank > 50) buckets.below50++
      else buckets.from11to50++
    }
    for (const [key, grade] of missing.slice(0, 14)) {
      const position = positionByKey.get(key)!
      console.log(`    grade ${grade} rank ${rankOf.get(position) ?? 'none'}: ${describe(position)}`)
    }
  }
  console.log(`\n${file.slice(2)}: ${JSON.stringify(buckets)}`)
}
await handle.close()
