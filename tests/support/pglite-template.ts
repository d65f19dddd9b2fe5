import { readFile } from 'node:fs/promises'
import { inject } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../db/client.ts'

/**
 * An embedded database that is already migrated: a copy of the template tests/support/global-setup.ts
 * dumps once per set of migrations. A fresh PGlite spends 5 s (15 s on a busy machine) in initdb and
 * the migrations; loading the template takes a fraction of that. With `dataDir`, the copy is
 * written there (it must be empty), so a child process or a later open finds a migrated database.
 * In the `pglite` test project only: the Postgres project makes no PGlite template.
 */
export async function openMigratedPglite(dataDir?: string): Promise<DatabaseHandle> {
  const template = await readFile(inject('pgliteTemplatePath'))

  return openDatabase({ kind: 'pglite', dataDir, loadDataDir: new Blob([template]) })
}
