import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

/**
 * Which test files run in which vitest project (decision 038).
 *
 * A test file uses a database through tests/support/database.ts (`setupTestDatabase`, or
 * `testDatabaseKind` for a test that branches on the kind): those, and only those, gain from a
 * second run on Postgres. A pure unit test (a parser, a component, a ranking function) gives the
 * same answer on both, so it runs once.
 *
 * The file is found by its imports, followed through the helpers under tests/ (a folder's support.ts
 * that calls setupTestDatabase counts for every test that imports it). `setupTestDatabase` checks at run
 * time that its file is on this list, so a file the scan misses fails loudly instead of being left
 * out of the Postgres run.
 */

/** Where the unit and integration tests live (the e2e journeys have their own config). */
const ROOTS = ['app', 'server', 'db', 'scripts', 'tests/integration']
const TEST_FILE = /\.test\.tsx?$/
const DATABASE_SUPPORT = /^tests\/support\/database\.ts$/
/** Opening an embedded database of one's own (a data dir lock, a raw driver error). */
const OWN_DATABASE = /^(tests\/support\/pglite-template\.ts|db\/client\.ts)$/
const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g

/** Every unit and integration test file, relative to `root`, sorted. */
export function listTestFiles(root: string): string[] {
  return ROOTS.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((path) => TEST_FILE.test(path) && !path.includes('node_modules'))
      .map((path) => join(folder, path)),
  ).sort()
}

/** The test files that import tests/support/database.ts, directly or through helpers under tests/. */
export function databaseTestFiles(root: string): string[] {
  return testFilesImporting(root, DATABASE_SUPPORT)
}

/**
 * The test files that touch no database at all: they share one module graph per worker
 * (`isolate: false`, decision 038), which spares each file the import of its modules.
 */
export function unitTestFiles(root: string): string[] {
  const database = new Set(testFilesImporting(root, DATABASE_SUPPORT))
  const ownDatabase = new Set(testFilesImporting(root, OWN_DATABASE))

  return listTestFiles(root).filter((file) => !database.has(file) && !ownDatabase.has(file))
}

/** The test files that import a module matching `target` (a path from the root), directly or through helpers under tests/. */
function testFilesImporting(root: string, target: RegExp): string[] {
  const verdicts = new Map<string, boolean>()

  const visit = (file: string, seen: Set<string>): boolean => {
    const known = verdicts.get(file)
    if (known !== undefined) return known
    if (seen.has(file)) return false
    seen.add(file)
    let source: string
    try {
      source = readFileSync(file, 'utf8')
    } catch {
      return false
    }
    const imports = [...source.matchAll(RELATIVE_IMPORT)].map((match) => resolve(dirname(file), match[1]!))
    // Only helpers written for tests are followed: product code never reaches the test support.
    const found = imports.some((path) => target.test(relative(root, path))) || imports.filter((path) => isTestHelper(root, path)).some((path) => visit(path, seen))
    verdicts.set(file, found)

    return found
  }

  return listTestFiles(root).filter((file) => visit(join(root, file), new Set()))
}

/** A helper module of the tests (tests/support, a folder's support.ts or crawl-helpers.ts). */
function isTestHelper(root: string, path: string): boolean {
  return relative(root, path).startsWith('tests/')
}
