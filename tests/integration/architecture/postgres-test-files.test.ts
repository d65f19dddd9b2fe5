import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseTestFiles, listTestFiles } from '../../support/database-test-files.ts'

/** Decision 038: the Postgres project runs the files that use a database, found by their imports. */
let root = ''

async function write(path: string, source: string) {
  await mkdir(dirname(join(root, path)), { recursive: true })
  await writeFile(join(root, path), source)
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'atlas-test-files-'))
  for (const folder of ['app', 'server', 'db', 'scripts', 'tests/integration']) await mkdir(join(root, folder), { recursive: true })
  await write('tests/support/database.ts', 'export function setupTestDatabase() {}\n')
  await write('server/catalogue/rank.test.ts', "import { rank } from './rank.ts'\n")
  await write('server/catalogue/store.test.ts', "import { setupTestDatabase } from '../../tests/support/database.ts'\nsetupTestDatabase()\n")
  await write('tests/integration/payments/support.ts', "export { setupTestDatabase } from '../../support/database.ts'\n")
  await write('tests/integration/payments/checkout.test.ts', "import { setupTestDatabase } from './support.ts'\n")
  await write('tests/integration/hardening/lock.test.ts', "import { openDatabase } from '../../../db/client.ts'\n")
  await write('app/lib/cn.test.tsx', "import { cn } from './cn.ts'\n")
})

afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('the test files the Postgres project runs', () => {
  it('are those that import the database support, directly or through a helper under tests/', () => {
    expect(databaseTestFiles(root)).toEqual(['server/catalogue/store.test.ts', 'tests/integration/payments/checkout.test.ts'])
  })

  it('include every test file of this repository that opens a test database or asks which one runs', async () => {
    const repository = join(import.meta.dirname, '..', '..', '..')
    const selected = databaseTestFiles(repository)
    const sources = await Promise.all(listTestFiles(repository).map(async (file) => ({ file, source: await readFile(join(repository, file), 'utf8') })))
    const usingDatabase = sources.filter(({ source }) => /\b(setupTestDatabase|testDatabaseKind)\(/.test(source)).map(({ file }) => file)

    expect(usingDatabase.filter((file) => !selected.includes(file))).toEqual([])
    expect(selected).not.toContain('server/catalogue/weighted-rating.test.ts')
  })
})
