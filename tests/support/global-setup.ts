import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../db/client.ts'
import { migrateDatabase } from '../../db/migrate.ts'
import { POSTGRES_TEMPLATE_DATABASE, adminUrl, withDatabase } from './postgres.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string
  }
}

/**
 * Migrates one template database per run: a PGlite data dir dumped to a file (each test file
 * starts from a copy: initdb costs seconds) and, when TEST_DATABASE_URL is set, a template
 * database on the server (each test file gets `CREATE DATABASE … TEMPLATE`).
 */
export default async function globalSetup(project: TestProject) {
  if (project.name === 'postgres') return createPostgresTemplate()

  const handle = await openDatabase({ kind: 'pglite' })
  await migrateDatabase(handle)
  const client = (handle.db as unknown as { $client: PGlite }).$client
  const dump = await client.dumpDataDir('gzip')
  const templatePath = join(tmpdir(), `agent-atlas-template-${process.pid}.tar.gz`)
  await writeFile(templatePath, Buffer.from(await dump.arrayBuffer()))
  await handle.close()
  project.provide('pgliteTemplatePath', templatePath)
}

async function createPostgresTemplate() {
  const testDatabaseUrl = process.env.TEST_DATABASE_URL
  if (!testDatabaseUrl) throw new Error('The postgres test project needs TEST_DATABASE_URL')

  const admin = await openDatabase({ kind: 'postgres', url: adminUrl(testDatabaseUrl), max: 1 })
  const { sql } = await import('drizzle-orm')
  await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE_DATABASE} WITH (FORCE)`))
  await admin.db.execute(sql.raw(`CREATE DATABASE ${POSTGRES_TEMPLATE_DATABASE}`))
  await admin.close()

  const template = await openDatabase({ kind: 'postgres', url: withDatabase(testDatabaseUrl, POSTGRES_TEMPLATE_DATABASE), max: 1 })
  await migrateDatabase(template)
  await template.close()
}

