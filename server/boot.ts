import { openDatabase, useDatabase, type DatabaseHandle } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { seedCatalogue } from '../db/seed/seed-catalogue.ts'
import { createFirstAdmin } from './accounts/index.ts'
import { watchCatalogueChanges } from './catalogue/index.ts'
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
  // ADMIN_EMAIL/ADMIN_PASSWORD make the first admin, only while there is no admin at all.
  const firstAdmin = await createFirstAdmin({ email: env().ADMIN_EMAIL, password: env().ADMIN_PASSWORD })
  if (firstAdmin) logger.info({ userId: firstAdmin.user.id, outcome: firstAdmin.outcome }, 'first admin from ADMIN_EMAIL')
  // Listening from the start, not from the first cacheable GET: until then every catalogue version
  // read (the quiz's features, the search index) is a query, so an API caller paid one per request.
  await watchCatalogueChanges(handle).ready
  if (env().NODE_ENV === 'production' && !env().PUBLIC_URL) logger.warn('PUBLIC_URL is not set: links in mails point at http://localhost')

  return handle
}
