import { existsSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { db, openDatabase, useDatabase, type DatabaseHandle } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { refreshSearchLexicon } from '../server/catalogue/index.ts'
import { insertAgents } from '../server/catalogue/insert-agents.ts'
import { createSyntheticAgents } from './synthetic-agents.ts'

async function countAgents(): Promise<number> {
  const [row] = (await db.execute(sql`select count(*)::int as agents from agents`)).rows as { agents: number }[]

  return row?.agents ?? 0
}

/**
 * Opens (and on first use fills) the benchmark's own PGlite directory with `total` synthetic
 * agents, a third of them rated. Every bench script shares it, so the catalogue loads once.
 * With BENCH_DATABASE_URL, the same catalogue on that Postgres database instead: loaded when it
 * does not hold exactly `total` agents (its agents are replaced), kept otherwise.
 */
export async function prepareBenchDatabase(total: number): Promise<{ handle: DatabaseHandle; dataDir: string }> {
  const url = process.env.BENCH_DATABASE_URL
  const dataDir = `bench/.data/pglite-${total}`
  const isNewDirectory = !url && !existsSync(dataDir)
  const handle = url ? await openDatabase({ kind: 'postgres', url }) : await openDatabase({ kind: 'pglite', dataDir })
  useDatabase(handle)
  // Migrations that arrived since the directory was filled (a no-op otherwise).
  await migrateDatabase(handle)
  if (isNewDirectory || (url && (await countAgents()) !== total)) {
    const started = performance.now()
    if (url) await db.execute(sql`truncate agents cascade`)
    await insertAgents({ drafts: createSyntheticAgents(total) })
    // A third of the catalogue gets ratings so rating filters and sorts have work to do.
    await db.execute(sql`update agents set average_rating = round((1 + random() * 4)::numeric, 2), total_ratings = 1 + floor(random() * 200) where id % 3 = 0`)
    await refreshSearchLexicon()
    await db.execute(sql`vacuum analyze`)
    console.log(`Loaded ${total} synthetic agents in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  }

  return { handle, dataDir }
}
