import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { openDatabase } from '../db/client.ts'

const run = promisify(execFile)

/** pg_dump/pg_restore from PATH, or Debian's Postgres 15 install. */
function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const debian = `/usr/lib/postgresql/15/bin/${name}`

  return existsSync(debian) ? debian : name
}

export type BackupTarget = { databaseUrl?: string; dataDir: string }

/**
 * `npm run backup`: the embedded database as PGlite's gzipped data-directory tarball
 * (`.tar.gz`), or a Postgres server as pg_dump's custom format (`.dump`). Returns the file.
 */
export async function backupDatabase({ databaseUrl, dataDir }: BackupTarget, directory = 'backups'): Promise<string> {
  await mkdir(directory, { recursive: true })
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  if (databaseUrl) {
    const file = path.join(directory, `agent-atlas-${stamp}.dump`)
    await run(postgresTool('pg_dump'), ['--format=custom', '--no-owner', `--file=${file}`, databaseUrl])

    return file
  }
  const file = path.join(directory, `agent-atlas-${stamp}.tar.gz`)
  // Opening takes the directory lock: with the server running this refuses and names it.
  const handle = await openDatabase({ kind: 'pglite', dataDir })
  try {
    await writeFile(file, Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer()), { mode: 0o600 })
  } finally {
    await handle.close()
  }

  return file
}

/**
 * `npm run restore <file>`: a `.dump` into the Postgres server (pg_restore --clean), or a
 * `.tar.gz` into a fresh embedded data directory; the old directory is kept beside it
 * (`<dataDir>.before-restore-<time>`). The server must be stopped for the embedded database.
 */
export async function restoreDatabase({ databaseUrl, dataDir }: BackupTarget, file: string): Promise<string> {
  if (file.endsWith('.dump')) {
    if (!databaseUrl) throw new Error(`${file} is a Postgres dump: set DATABASE_URL to the server to restore it into.`)
    await run(postgresTool('pg_restore'), ['--clean', '--if-exists', '--no-owner', `--dbname=${databaseUrl}`, file])

    return `Restored ${file} into the Postgres server.`
  }
  if (databaseUrl) throw new Error(`${file} is an embedded-database backup: unset DATABASE_URL to restore it into DATA_DIR.`)
  const tarball = await readFile(file)
  // Taking the lock first: a running server makes this refuse before anything moves.
  const probe = await openDatabase({ kind: 'pglite', dataDir })
  await probe.close()
  const kept = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`
  await rename(dataDir, kept)
  const handle = await openDatabase({ kind: 'pglite', dataDir, loadDataDir: new Blob([tarball]) })
  await handle.close()

  return `Restored ${file} into ${dataDir} (the previous directory is kept at ${kept}).`
}
