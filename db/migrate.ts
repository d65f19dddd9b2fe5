import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import type { DatabaseHandle } from './client.ts'
import { applyDataFixes } from './data-fixes.ts'
import { projectPath } from './project-path.ts'

export const MIGRATIONS_FOLDER = projectPath('db/migrations')

/**
 * Applies the committed migrations, then the data fixes that need code (db/data-fixes.ts). Safe to
 * call at every start: applied ones are skipped.
 * With several processes on one Postgres, drizzle's migration table plus our advisory lock keeps
 * two starts from migrating at once.
 */
export async function migrateDatabase(handle: DatabaseHandle) {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER })
    await handle.db.transaction((tx) => applyDataFixes(tx))

    return
  }

  const { sql } = await import('drizzle-orm')
  await handle.db.transaction(async (tx) => {
    // Transaction-scoped lock: released on commit even if this process dies.
    await tx.execute(sql`select pg_advisory_xact_lock(727001)`)
    await migratePostgres(tx as unknown as typeof handle.db, { migrationsFolder: MIGRATIONS_FOLDER })
    await applyDataFixes(tx)
  })
}
