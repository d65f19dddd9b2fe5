import { openDatabase, useDatabase, type DatabaseHandle } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { seedCatalogue } from '../db/seed/seed-catalogue.ts'
import { env } from './shared/env.ts'
import { logger } from './shared/logger.ts'

/** Opens the configured database (PGlite under DATA_DIR, or DATABASE_URL) and makes it current. */
export async function openConfiguredDatabase(): Promise<DatabaseHandle> {
  const { DATABASE_URL, DATA_DIR } = env()
  const handle = DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: DATA_DIR })
  useDatabase(handle)

  return handle
}

/**
 * Everything a process does before it serves: database, migrations, first-start seed.
 * A second start finds the migrations applied and the catalogue present and does neither again.
 */
export async function boot() {
  const handle = await openConfiguredDatabase()
  await migrateDatabase(handle)
  const seed = await seedCatalogue()
  logger.info({ database: handle.kind, ...seed }, seed.seeded ? 'seeded the shipped catalogue' : 'catalogue present')

  return handle
}
