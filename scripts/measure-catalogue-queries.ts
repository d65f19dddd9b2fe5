/**
 * Times the catalogue's queries on a synthetic 100,000-agent catalogue in PGlite and prints
 * EXPLAIN ANALYZE of each statement, so index regressions show up. Figures only, no assertions.
 *
 *   npx tsx scripts/measure-catalogue-queries.ts            (MEASURE_AGENTS=100000 by default)
 *
 * "after a write" moves the catalogue version first, so the page, total and facets are all
 * recomputed (the first request after any catalogue change); "repeated" is the steady state.
 */
import { existsSync } from 'node:fs'
import type { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { createSyntheticAgents } from '../bench/synthetic-agents.ts'
import { db, openDatabase, useDatabase } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { agents } from '../db/schema/index.ts'
import { buildAgentConditions } from '../server/catalogue/agent-conditions.ts'
import { agentOrder } from '../server/catalogue/agent-order.ts'
import { AGENT_SUMMARY_COLUMNS } from '../server/catalogue/agent-summary-columns.ts'
import { findAgents, findFeaturedAgents, getAgent, getCatalogueStats, refreshSearchLexicon, ZFindAgentsQuery, type TFindAgentsQuery } from '../server/catalogue/index.ts'
import { insertAgents } from '../server/catalogue/insert-agents.ts'
import { createApp } from '../server/http/app.ts'

const TOTAL = Number(process.env.MEASURE_AGENTS ?? 100_000)
const RUNS = 30
const DATA_DIR = `tmp/measure-catalogue-${TOTAL}`

const QUERIES: Record<string, TFindAgentsQuery> = {
  'list, default order': {},
  'list, useCase + difficulty, by rating': { useCase: 'legal', difficulty: 'beginner', sort: 'rating' },
  'list, free, rating ≥ 4': { pricing: 'free', rating: '4' },
  'list, newest, page 40': { sort: 'newest', offset: '960' },
  'list, popularity': { sort: 'popularity' },
  'list, 4 filters + facets each': { industry: 'finance', category: 'data', source: 'github', difficulty: 'advanced' },
  'search "contract review"': { search: 'contract review' },
  'search typo "contrct reveiw"': { search: 'contrct reveiw' },
  'search + filter, by rating': { search: 'invoice', useCase: 'finance', sort: 'rating' },
}

async function prepare() {
  const isNew = !existsSync(DATA_DIR)
  const handle = await openDatabase({ kind: 'pglite', dataDir: DATA_DIR })
  useDatabase(handle)
  await migrateDatabase(handle)
  if (isNew) {
    const started = performance.now()
    await insertAgents({ drafts: createSyntheticAgents(TOTAL) })
    await db.execute(sql`update agents set average_rating = round((1 + random() * 4)::numeric, 2), total_ratings = 1 + floor(random() * 200) where id % 3 = 0`)
    await refreshSearchLexicon()
    console.log(`Loaded ${TOTAL} synthetic agents in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  }
  // Index-only scans need an up-to-date visibility map; PGlite has no autovacuum.
  await db.execute(sql`vacuum analyze agents`)

  return handle
}

function percentile(sorted: number[], fraction: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!
}

async function time(run: () => Promise<unknown>, before?: () => Promise<unknown>) {
  const durations: number[] = []
  for (let attempt = 0; attempt < RUNS + 3; attempt++) {
    if (before) await before()
    const started = performance.now()
    await run()
    if (attempt >= 3) durations.push(performance.now() - started)
  }
  durations.sort((left, right) => left - right)

  return `p50 ${percentile(durations, 0.5).toFixed(2).padStart(6)} ms  p95 ${percentile(durations, 0.95).toFixed(2).padStart(6)} ms`
}

/** Moves the catalogue version on, as any write does, so cached counts are recomputed. */
const invalidate = () => db.execute(sql`select nextval('catalogue_version')`)

async function explainPageQuery(client: PGlite, query: TFindAgentsQuery) {
  const filters = ZFindAgentsQuery.parse(query)
  if (filters.search) return
  const conditions = buildAgentConditions({ filters, searchMatch: null })
  const statement = db
    .select(AGENT_SUMMARY_COLUMNS)
    .from(agents)
    .where(conditions.all)
    .orderBy(...agentOrder({ sort: filters.sort, searchRank: null }))
    .limit(filters.limit)
    .offset(filters.offset)
    .toSQL()
  const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off, timing on) ${statement.sql}`, statement.params)
  const lines = plan.rows.map((row) => row['QUERY PLAN'])
  console.log(`    page plan: ${lines.filter((line) => /Scan|Sort|Execution/.test(line)).map((line) => line.trim()).join(' | ')}`)
}

const handle = await prepare()
const client = (handle.db as unknown as { $client: PGlite }).$client
console.log(`\nCatalogue queries on ${TOTAL} agents (PGlite, in process, ${RUNS} runs after 3 warm-ups)`)
for (const [label, query] of Object.entries(QUERIES)) {
  console.log(`  ${label.padEnd(40)} after a write ${await time(() => findAgents(query), invalidate)}`)
  console.log(`  ${''.padEnd(40)} repeated      ${await time(() => findAgents(query))}`)
  await explainPageQuery(client, query)
}
const [sample] = (await db.execute(sql`select id from agents order by id limit 1 offset 500`)).rows as { id: number }[]
console.log(`  ${'agent detail'.padEnd(40)} ${await time(() => getAgent({ id: sample!.id }))}`)
console.log(`  ${'featured (none premium)'.padEnd(40)} ${await time(() => findFeaturedAgents({ limit: 6 }))}`)
console.log(`  ${'stats'.padEnd(40)} after a write ${await time(() => getCatalogueStats(), invalidate)}`)
console.log(`  ${''.padEnd(40)} repeated      ${await time(() => getCatalogueStats())}`)

// The same reads through HTTP in process (routing, validation, JSON, ETag hashing), repeated.
const app = createApp()
for (const path of ['/api/agents?useCase=legal&difficulty=beginner&sort=rating', '/api/agents?search=contract%20review', `/api/agents/${sample!.id}`, '/api/stats']) {
  console.log(`  ${`GET ${path}`.slice(0, 60).padEnd(60)} ${await time(async () => (await app.request(path)).arrayBuffer())}`)
}
await handle.close()
