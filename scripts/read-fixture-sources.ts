/**
 * Reads every catalogue source from the snapshots in fixtures/sources and runs its parser: the
 * shared first half of `npm run catalogue:build` and `npm run catalogue:eval`.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CATALOGUE_SOURCES, type CatalogueSource } from '../server/crawler/catalogue-sources.ts'
import type { ParseResult, SourceFile } from '../server/crawler/parsers/parse-result.ts'

export const repositoryRoot = fileURLToPath(new URL('..', import.meta.url))
export const sourcesFolder = join(repositoryRoot, 'fixtures', 'sources')

async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true })

  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

async function readSourceFiles(source: CatalogueSource): Promise<SourceFile[]> {
  const folder = join(sourcesFolder, source.directory.key.replace('/', '__'))
  const paths = (await listFiles(folder))
    .map((path) => relative(folder, path).split(sep).join('/'))
    .filter((path) => source.files.test(path))
    .sort()

  return Promise.all(paths.map(async (path) => ({ path, text: await readFile(join(folder, path), 'utf8') })))
}

export type ParsedSource = { source: CatalogueSource; result: ParseResult }

export async function parseFixtureSources(): Promise<ParsedSource[]> {
  const parsed: ParsedSource[] = []
  for (const source of CATALOGUE_SOURCES) {
    const files = await readSourceFiles(source)
    if (files.length === 0) throw new Error(`No files for ${source.directory.key} in ${sourcesFolder}`)
    parsed.push({ source, result: source.parse(files) })
  }

  return parsed
}
