// Temporary: sweeps ranking constants over both sets in one process (not committed).
import { readFileSync } from 'node:fs'
import { openDatabase, useDatabase } from '../../db/client.ts'
import { migrateDatabase } from '../../db/migrate.ts'
import { seedCatalogue } from '../../db/seed/seed-catalogue.ts'
import { readCatalogueVersion } from '../../server/catalogue/index.ts'
import { ZFindAgentsQuery } from '../../server/catalogue/find-agents.schemas.ts'
import { searchCatalogue } from '../../server/catalogue/search/search-catalogue.ts'
import { RANKING } from '../../server/catalogue/search/rank-search-matches.ts'
import { SEARCH_FIELDS } from '../../server/catalogue/search/build-search-index.ts'
import { agentKey } from './agent-key.ts'

type GradedQuery = { query: string; group: string; grades: Record<string, number> }
const load = (file: string) => (JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as { queries: GradedQuery[] }).queries
const sets = { tune: load('./queries.json'), held: load('./held-out-queries.json') }
const handle = await openDatabase({ kind: 'pglite' })
useDatabase(handle)
await migrateDatabase(handle)
await seedCatalogue()
const version = await readCatalogueVersion()
const dcg = (grades: number[]) => grades.reduce((sum, grade, rank) => sum + (2 ** grade - 1) / Math.log2(rank + 2), 0)
let round = 0
async function score(queries: GradedQuery[]) {
  let total = 0
  for (const { query, grades } of queries) {
    const result = await searchCatalogue({ filters: { ...ZFindAgentsQuery.parse({ search: query, limit: 10 }), search: query }, version: `${version}:${round}` })
    const keys = result.agents.map((agent) => agentKey(agent.link))
    const ideal = Object.values(grades).sort((a, b) => b - a).slice(0, 10)
    total += dcg(keys.map((key) => grades[key] ?? 0)) / (dcg(ideal) || 1)
  }
  return total / queries.length
}
const base = { ...RANKING }
const baseFields = JSON.parse(JSON.stringify(SEARCH_FIELDS))
const configs: Record<string, number>[] = JSON.parse(process.argv[2] ?? '[{}]')
for (const config of configs) {
  round++
  Object.assign(RANKING, base, config)
  Object.assign(SEARCH_FIELDS, JSON.parse(JSON.stringify(baseFields)))
  for (const [key, value] of Object.entries(config)) if (key.includes('.')) (SEARCH_FIELDS as any)[key.split('.')[0]!][key.split('.')[1]!] = value
  console.log(JSON.stringify(config).padEnd(60), (await score(sets.tune)).toFixed(3), (await score(sets.held)).toFixed(3))
}
await handle.close()
