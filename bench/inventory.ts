/**
 * `npm run bench:inventory`: the admin inventory (GET /api/admin/inventory's figures) on the
 * synthetic 100,000-agent catalogue: computed from scratch (the catalogue changed), then served
 * from the per-version cache. The counts themselves are kept by triggers on agents (migration 0021). Prints figures; asserts nothing.
 *
 *   BENCH_AGENTS=100000 npm run bench:inventory
 */
import { sql } from 'drizzle-orm'
import { db } from '../db/client.ts'
import { getInventory } from '../server/admin/index.ts'
import { prepareBenchDatabase } from './prepare-database.ts'

const TOTAL = Number(process.env.BENCH_AGENTS ?? 100_000)

function percentiles(durations: number[]) {
  const sorted = [...durations].sort((a, b) => a - b)

  return { p50: sorted[Math.floor(sorted.length / 2)]!, p95: sorted[Math.floor(sorted.length * 0.95)]! }
}

async function time(runs: number, beforeEach: () => Promise<void>): Promise<number[]> {
  const durations: number[] = []
  for (let run = 0; run < runs; run++) {
    await beforeEach()
    const started = performance.now()
    await getInventory()
    durations.push(performance.now() - started)
  }

  return durations
}

const { handle } = await prepareBenchDatabase(TOTAL)
// A real write (an agent reclassified, which also moves the catalogue version): the next read computes again.
const industries = ['legal', 'finance', 'healthcare', 'education']
let writes = 0
const writeDurations: number[] = []
const cold = await time(20, async () => {
  const started = performance.now()
  await db.execute(sql`update agents set industry = ${industries[writes % industries.length]!} where id = ${1 + (writes++ % 1000)}`)
  writeDurations.push(performance.now() - started)
})
const warm = await time(200, async () => {})
const inventory = await getInventory()
console.log(`\nAdmin inventory on ${TOTAL} agents (${inventory.overview.total} live, ${inventory.topTags.length} top tags), PGlite, in-process`)
for (const [label, durations] of [
  ['one agent reclassified (the write, triggers included), 20 runs', writeDurations],
  ['first read after that write, 20 runs', cold],
  ['cached (same catalogue version), 200 runs', warm],
] as const) {
  const { p50, p95 } = percentiles(durations)
  console.log(`  ${label.padEnd(64)} p50 ${p50.toFixed(2)} ms   p95 ${p95.toFixed(2)} ms`)
}
await handle.close()
