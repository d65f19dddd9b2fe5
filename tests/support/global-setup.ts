import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../db/client.ts'
import { migrateDatabase } from '../../db/migrate.ts'
import { adminUrl, withDatabase } from './postgres.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string
    /** The migrated template on the Postgres server, one per run so parallel runs do not collide. */
    postgresTemplate: string
  }
}

const ROOT = join(import.meta.dirname, '..', '..')
const CACHE_DIR = join(ROOT, 'node_modules', '.cache', 'agent-atlas')

/**
 * Prepares one migrated template database: a PGlite data dir dumped to a file (each test file
 * starts from a copy: initdb and the migrations cost seconds) and, when TEST_DATABASE_URL is set, a
 * template database on the server (each test file gets `CREATE DATABASE … TEMPLATE`).
 *
 * The PGlite dump is cached across runs in node_modules/.cache, keyed by a hash of every file in
 * db/migrations, the migrator and the PGlite version: a run with unchanged migrations skips ~5 s
 * (18 s on a busy machine); a changed migration gets a fresh dump under a new key.
 */
export default async function globalSetup(project: TestProject) {
  if (project.name === 'postgres') return createPostgresTemplate(project)

  const templatePath = join(CACHE_DIR, `pglite-template-${await migrationsHash()}.tar.gz`)
  if (!existsSync(templatePath)) await writePgliteTemplate(templatePath)
  project.provide('pgliteTemplatePath', templatePath)
}

async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256')
  const migrationsDir = join(ROOT, 'db', 'migrations')
  const files = (await readdir(migrationsDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile())
  const paths = files.map((entry) => join(entry.parentPath, entry.name)).sort()
  for (const path of [...paths, join(ROOT, 'db', 'migrate.ts'), join(ROOT, 'db', 'data-fixes.ts'), join(ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json')]) {
    hash.update(path.slice(ROOT.length)).update(await readFile(path))
  }

  return hash.digest('hex').slice(0, 16)
}

async function writePgliteTemplate(templatePath: string): Promise<void> {
  const handle = await openDatabase({ kind: 'pglite' })
  await migrateDatabase(handle)
  const client = (handle.db as unknown as { $client: PGlite }).$client
  const dump = await client.dumpDataDir('gzip')
  await handle.close()
  await mkdir(CACHE_DIR, { recursive: true })
  // Written aside then renamed, so a parallel run never reads half a file.
  const partial = `${templatePath}.${process.pid}.partial`
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()))
  await rename(partial, templatePath)
}

async function createPostgresTemplate(project: TestProject) {
  const testDatabaseUrl = process.env.TEST_DATABASE_URL
  if (!testDatabaseUrl) throw new Error('The postgres test project needs TEST_DATABASE_URL')
  const template = `agent_atlas_template_${process.pid}`

  const admin = await openDatabase({ kind: 'postgres', url: adminUrl(testDatabaseUrl), max: 1 })
  const { sql } = await import('drizzle-orm')
  await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`))
  await admin.db.execute(sql.raw(`CREATE DATABASE ${template}`))

  const templateHandle = await openDatabase({ kind: 'postgres', url: withDatabase(testDatabaseUrl, template), max: 1 })
  await migrateDatabase(templateHandle)
  await templateHandle.close()
  project.provide('postgresTemplate', template)

  return async () => {
    await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`))
    await admin.close()
  }
}

