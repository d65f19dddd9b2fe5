/**
 * npm run catalogue:build — builds db/seed/catalogue.json from the directory snapshots in
 * fixtures/sources (one folder per directory, `<owner>__<repo>`). All rules live in
 * server/crawler; this script only reads files, writes the catalogue and prints a summary.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildCatalogue } from '../server/crawler/build-catalogue.ts'
import { CATALOGUE_SOURCES, type CatalogueSource } from '../server/crawler/catalogue-sources.ts'
import type { SourceFile } from '../server/crawler/parsers/parse-result.ts'
import type { AgentDraft } from '../server/catalogue/agent-draft.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const sourcesFolder = join(root, 'fixtures', 'sources')
const outputPath = join(root, 'db', 'seed', 'catalogue.json')

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

function countBy<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1

  return counts
}

function printTable(title: string, counts: Record<string, number>) {
  console.log(`\n${title}`)
  for (const [name, count] of Object.entries(counts).sort((left, right) => right[1] - left[1])) {
    console.log(`  ${String(count).padStart(5)}  ${name}`)
  }
}

async function main() {
  const drafts: AgentDraft[] = []
  const perSource: Record<string, number> = {}
  const skippedPerSource: Record<string, number> = {}
  const skippedPerReason: Record<string, number> = {}

  for (const source of CATALOGUE_SOURCES) {
    const files = await readSourceFiles(source)
    if (files.length === 0) throw new Error(`No files for ${source.directory.key} in ${sourcesFolder}`)
    const result = source.parse(files)
    drafts.push(...result.drafts)
    perSource[source.directory.key] = result.drafts.length
    skippedPerSource[source.directory.key] = result.skipped.length
    for (const [reason, count] of Object.entries(countBy(result.skipped, (entry) => entry.reason))) {
      skippedPerReason[reason] = (skippedPerReason[reason] ?? 0) + count
    }
  }

  // The newest snapshot date, not the clock: the same sources always give the same file.
  const generatedAt = `${CATALOGUE_SOURCES.map((source) => source.directory.committedAt).sort().at(-1)}T00:00:00.000Z`
  const { catalogue, counts } = buildCatalogue({ drafts, generatedAt })
  await writeFile(outputPath, `${JSON.stringify(catalogue, null, 1)}\n`)

  console.log(`Wrote ${relative(root, outputPath)}: ${counts.total} agents (generatedAt ${generatedAt})`)
  console.log('\nEntries per source (kept, skipped)')
  for (const key of Object.keys(perSource)) {
    console.log(`  ${String(perSource[key]).padStart(5)} ${String(skippedPerSource[key]).padStart(6)}  ${key}`)
  }
  printTable('Skipped per reason', skippedPerReason)
  console.log(`\nDrafts ${drafts.length}, duplicates merged ${counts.duplicatesMerged}, final total ${counts.total}`)
  printTable('Per industry', counts.byIndustry)
  printTable('Per category', counts.byCategory)
}

await main()
