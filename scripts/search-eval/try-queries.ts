/**
 * Prints the top ten of any searches over the shipped catalogue, to read them as the asker would
 * (hand checks of new queries; no grades involved).
 *
 *   node scripts/search-eval/try-queries.ts 'draft an nda' 'grade essays faster'
 *   node scripts/search-eval/try-queries.ts --file my-queries.txt   # one search a line
 *   node scripts/search-eval/try-queries.ts --explain 'draft an nda'  # also each concept, and what each result matched
 */
import { readFileSync } from 'node:fs'
import { openDatabase, useDatabase } from '../../db/client.ts'
import { migrateDatabase } from '../../db/migrate.ts'
import { seedCatalogue } from '../../db/seed/seed-catalogue.ts'
import { findAgents, readCatalogueVersion } from '../../server/catalogue/index.ts'
import { loadSearchIndex } from '../../server/catalogue/search/load-search-index.ts'
import { parseSearchQuery } from '../../server/catalogue/search/parse-search-query.ts'
import { stemWord } from '../../server/catalogue/search/stem-word.ts'
import { RANKING } from '../../server/catalogue/search/rank-search-matches.ts'

const fileAt = process.argv.indexOf('--file')
const explain = process.argv.includes('--explain')
const searches = fileAt === -1 ? process.argv.slice(2).filter((argument) => argument !== '--explain') : readFileSync(process.argv[fileAt + 1]!, 'utf8').split('\n').map((line) => line.trim()).filter(Boolean)
Object.assign(RANKING, JSON.parse(process.env.SEARCH_RANKING ?? '{}'))

const handle = await openDatabase({ kind: 'pglite' })
useDatabase(handle)
await migrateDatabase(handle)
await seedCatalogue()

for (const search of searches) {
  const result = await findAgents({ search, limit: 10 })
  console.log(`\n${search}${result.correctedSearch ? ` → ${result.correctedSearch}` : ''}  (${result.total} matches)`)
  const index = explain ? await loadSearchIndex(await readCatalogueVersion()) : null
  const parsed = index ? parseSearchQuery(search, index) : null
  for (const concept of parsed?.concepts ?? []) {
    const kind = concept.isTask ? 'task' : concept.weight < 1 ? 'weak' : 'audience'
    console.log(`  · ${concept.word} (${kind}${concept.industries.length ? `, ${concept.industries.join(' ')}` : ''}): ${concept.variants.map((variant) => variant.stems.join(' ')).join(', ')}`)
  }
  for (const agent of result.agents) {
    console.log(`  ${agent.name.slice(0, 50).padEnd(50)} [${agent.industry}/${agent.category}] ${agent.description.slice(0, 110)}`)
    if (!index || !parsed) continue
    // Which concepts the agent's own words match (the index's lower-cased text, by stem).
    const text = index.agents.lowerName[index.agents.id.indexOf(agent.id)] ?? ''
    const words = new Set(`${text} ${agent.tags.join(' ')} ${agent.description}`.toLowerCase().split(/[^a-z0-9]+/).map(stemWord))
    const matched = parsed.concepts.filter((concept) => concept.variants.some((variant) => variant.stems.every((stem) => words.has(stem)))).map((concept) => concept.word)
    console.log(`      matches: ${matched.join(', ') || '(industry only)'}`)
  }
}
await handle.close()
