/**
 * Prints what the word vectors add (decision 055): for each search of the open sets named, the
 * words that took neighbour words and which; for any other argument, a word's (or words', spaced)
 * closest catalogue words with their cosine, whatever the settings' threshold. Never the blind set.
 *
 *   node scripts/search-eval/list-neighbour-words.ts queries.json fresh-queries.json fresh-2-queries.json
 *   node scripts/search-eval/list-neighbour-words.ts unpaid trademark 'unpaid invoices'
 *   SEARCH_NEIGHBOUR_SETTINGS='{"rareDocuments":20}' node scripts/search-eval/list-neighbour-words.ts queries.json
 */
import { readFileSync } from 'node:fs'
import { openDatabase, useDatabase } from '../../db/client.ts'
import { migrateDatabase } from '../../db/migrate.ts'
import { seedCatalogue } from '../../db/seed/seed-catalogue.ts'
import { readCatalogueVersion } from '../../server/catalogue/index.ts'
import { loadSearchIndex } from '../../server/catalogue/search/load-search-index.ts'
import { NEIGHBOURS, neighbourWords } from '../../server/catalogue/search/neighbour-words.ts'
import { parseSearchQuery } from '../../server/catalogue/search/parse-search-query.ts'
import { stemWord } from '../../server/catalogue/search/stem-word.ts'

Object.assign(NEIGHBOURS, JSON.parse(process.env.SEARCH_NEIGHBOUR_SETTINGS ?? '{}'))
const setFiles = process.argv.slice(2).filter((argument) => argument.endsWith('.json'))
const words = process.argv.slice(2).filter((argument) => !argument.endsWith('.json'))
if (setFiles.some((file) => file.includes('fresh-3'))) throw new Error('fresh-3 is the blind set: never read its searches')

const handle = await openDatabase({ kind: 'pglite' })
useDatabase(handle)
await migrateDatabase(handle)
await seedCatalogue()
const index = await loadSearchIndex(await readCatalogueVersion())

for (const setFile of setFiles) {
  const { queries } = JSON.parse(readFileSync(new URL(`./${setFile}`, import.meta.url), 'utf8')) as { queries: { query: string }[] }
  console.log(`\n${setFile}`)
  for (const { query } of queries) {
    const expanded = parseSearchQuery(query, index).concepts.filter((concept) => concept.variants.some((variant) => variant.isIndirect))
    if (expanded.length === 0) continue
    const described = expanded.map((concept) => `${concept.word} → ${concept.variants.filter((variant) => variant.isIndirect).map((variant) => variant.stems.join(' ')).join(', ')}`)
    console.log(`  ${query}\n      ${described.join('; ')}`)
  }
}

if (words.length > 0) Object.assign(NEIGHBOURS, { similarity: 0, count: 8 })
for (const text of words) {
  const parts = text.split(' ')
  const documents = parts.map((part) => index.postings.get(stemWord(part))?.agents.length ?? 0)
  console.log(`${text} (in ${documents.join(', ')} agents): ${neighbourWords(index, parts).map((found) => `${found.word} ${found.similarity.toFixed(2)}`).join(', ')}`)
}
await handle.close()
