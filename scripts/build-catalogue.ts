/**
 * npm run catalogue:build — builds db/seed/catalogue.json from the directory snapshots in
 * fixtures/sources (one folder per directory, `<owner>__<repo>`). All rules live in
 * server/crawler; this script only reads files, writes the catalogue and prints a summary.
 */
import { writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { buildCatalogue } from '../server/crawler/build-catalogue.ts'
import { CATALOGUE_SOURCES } from '../server/crawler/catalogue-sources.ts'
import type { AgentDraft } from '../server/catalogue/agent-draft.ts'
import { parseFixtureSources, repositoryRoot as root } from './read-fixture-sources.ts'

const outputPath = join(root, 'db', 'seed', 'catalogue.json')

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

  for (const { source, result } of await parseFixtureSources()) {
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
