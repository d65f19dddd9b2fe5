import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseTestFiles, listTestFiles, unitTestFiles } from '../../support/database-test-files.ts'

/** Decision 038: the Postgres project runs the files that use a database, found by their imports; the unit project the files that open none. */
let root = ''

async function write(path: string, source: string) {
  await mkdir(dirname(join(root, path)), { recursive: true })
  await writeFile(join(root, path), source)
}

/** An import line, built so that the scan of this very file does not take it for one of its own imports. */
const importing = (names: string, path: string) => `import { ${names} } from '${path}'\n`

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'atlas-test-files-'))
  for (const folder of ['app', 'server', 'db', 'scripts', 'tests/integration']) await mkdir(join(root, folder), { recursive: true })
  await write('tests/support/database.ts', 'export function setupTestDatabase() {}\n')
  await write('server/catalogue/rank.test.ts', importing('rank', './rank.ts'))
  await write('server/catalogue/store.test.ts', `${importing('setupTestDatabase', '../../tests/support/database.ts')}setupTestDatabase()\n`)
  await write('tests/integration/payments/support.ts', importing('setupTestDatabase', '../../support/database.ts').replace('import', 'export'))
  await write('tests/integration/payments/checkout.test.ts', importing('setupTestDatabase', './support.ts'))
  await write('tests/integration/hardening/lock.test.ts', importing('openDatabase', '../../../db/client.ts'))
  await write('app/lib/cn.test.tsx', importing('cn', './cn.ts'))
})

afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('the split of the test files between the projects', () => {
  it('send to Postgres the files that import the database support, directly or through a helper under tests/', () => {
    expect(databaseTestFiles(root)).toEqual(['server/catalogue/store.test.ts', 'tests/integration/payments/checkout.test.ts'])
  })

  it('leave to the shared-module unit project only files that open no database of their own', () => {
    expect(unitTestFiles(root)).toEqual(['app/lib/cn.test.tsx', 'server/catalogue/rank.test.ts'])
  })

  it('send to Postgres every test file of this repository that opens a test database or asks which one runs', async () => {
    const repository = join(import.meta.dirname, '..', '..', '..')
    const selected = databaseTestFiles(repository)
    const sources = await Promise.all(listTestFiles(repository).map(async (file) => ({ file, source: await readFile(join(repository, file), 'utf8') })))
    // This file names the functions in its samples only.
    const usingDatabase = sources.filter(({ file, source }) => file !== relative(repository, import.meta.filename) && /\b(setupTestDatabase|testDatabaseKind)\(/.test(source)).map(({ file }) => file)

    expect(usingDatabase.filter((file) => !selected.includes(file))).toEqual([])
    expect(selected).not.toContain('server/catalogue/weighted-rating.test.ts')
  })
})
