/**
 * Prints the top ten of any searches over the shipped catalogue, to read them as the asker would
 * (hand checks of new queries; no grades involved).
 *
 *   node scripts/search-eval/try-queries.ts 'draft an nda' 'grade essays faster'
 *   node scripts/search-eval/try-queries.ts --file my-queries.txt   # one search a line
 */
import { readFileSync } from 'node:fs'
import { openDatabase, useDatabase } from '../../db/client.ts'
import { migrateDatabase } from '../../db/migrate.ts'
import { seedCatalogue } from '../../db/seed/seed-catalogue.ts'
import { findAgents } from '../../server/catalogue/index.ts'
import { RANKING } from '../../server/catalogue/search/rank-search-matches.ts'

const fileAt = process.argv.indexOf('--file')
const searches = fileAt === -1 ? process.argv.slice(2) : readFileSync(process.argv[fileAt + 1]!, 'utf8').split('\n').map((line) => line.trim()).filter(Boolean)
Object.assign(RANKING, JSON.parse(process.env.SEARCH_RANKING ?? '{}'))

const handle = await openDatabase({ kind: 'pglite' })
useDatabase(handle)
await migrateDatabase(handle)
await seedCatalogue()

for (const search of searches) {
  const result = await findAgents({ search, limit: 10 })
  console.log(`\n${search}${result.correctedSearch ? ` → ${result.correctedSearch}` : ''}  (${result.total} matches)`)
  for (const agent of result.agents) console.log(`  ${agent.name.slice(0, 50).padEnd(50)} [${agent.industry}/${agent.category}] ${agent.description.slice(0, 110)}`)
}
await handle.close()
