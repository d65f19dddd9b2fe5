/**
 * `node bench/load-synthetic-catalogue.ts DATA_DIR COUNT`: a PGlite data directory, migrated,
 * holding COUNT synthetic agents (a third of them rated). For benches that start the server on it.
 */
import { sql } from 'drizzle-orm'
import { db, openDatabase, useDatabase } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { refreshSearchLexicon } from '../server/catalogue/index.ts'
import { insertAgents } from '../server/catalogue/insert-agents.ts'
import { createSyntheticAgents } from './synthetic-agents.ts'

const [dataDir, count] = process.argv.slice(2)
if (!dataDir || !count) throw new Error('usage: node bench/load-synthetic-catalogue.ts DATA_DIR COUNT')
const handle = await openDatabase({ kind: 'pglite', dataDir })
useDatabase(handle)
await migrateDatabase(handle)
await insertAgents({ drafts: createSyntheticAgents(Number(count)) })
await db.execute(sql`update agents set average_rating = round((1 + random() * 4)::numeric, 2), total_ratings = 1 + floor(random() * 200) where id % 3 = 0`)
await refreshSearchLexicon()
await db.execute(sql`vacuum analyze`)
await handle.close()
