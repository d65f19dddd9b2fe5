import { openDatabase, useDatabase } from '/work/wt/search3/db/client.ts'
import { migrateDatabase } from '/work/wt/search3/db/migrate.ts'
import { seedCatalogue } from '/work/wt/search3/db/seed/seed-catalogue.ts'
import { readCatalogueVersion } from '/work/wt/search3/server/catalogue/index.ts'
import { loadSearchIndex } from '/work/wt/search3/server/catalogue/search/load-search-index.ts'
import { parseSearchQuery } from '/work/wt/search3/server/catalogue/search/parse-search-query.ts'
import { rankSearchMatches } from '/work/wt/search3/server/catalogue/search/rank-search-matches.ts'
const handle = await openDatabase({ kind: 'pglite' })
useDatabase(handle)
await migrateDatabase(handle)
await seedCatalogue()
const index = await loadSearchIndex(await readCatalogueVersion())
const [search, ...names] = process.argv.slice(2)
const parsed = parseSearchQuery(search!, index)
for (const c of parsed.concepts) console.log(c.word, c.weight, c.industries.join(','), c.variants.map((v) => `${v.stems.join('+')}:${v.weight}${index.postings.get(v.stems[0]!) ? '(' + index.postings.get(v.stems[0]!)!.agents.length + ')' : ''}`).join(' '))
const ranked = rankSearchMatches(index, parsed)
const order = [...ranked.positions].sort((a, b) => ranked.scores[b]! - ranked.scores[a]!)
const show = (p: number) => {
  const per = parsed.concepts.map((c) => {
    let best = 0
    for (const v of c.variants) {
      let s = 0
      for (const stem of v.stems) { const l = index.postings.get(stem); if (!l) { s = 0; break } const i = l.agents.indexOf(p); if (i < 0) { s = 0; break } s += l.weights[i]! * Math.log(1 + (index.size - l.agents.length + 0.5) / (l.agents.length + 0.5)) }
      best = Math.max(best, (s / v.stems.length) * v.weight)
    }
    return `${c.word}=${best.toFixed(2)}`
  })
  console.log(`${order.indexOf(p) + 1}. ${ranked.scores[p]!.toFixed(2)} ${index.agents.name[p]} [${index.agents.industry[p]}] q=${index.agents.qualityScore[p]!.toFixed(2)} ${per.join(' ')}`)
}
for (const p of order.slice(0, 12)) show(p)
for (const name of names) { const p = index.agents.name.indexOf(name); if (p >= 0) show(p) }
await handle.close()
