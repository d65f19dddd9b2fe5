import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const SOURCES = fileURLToPath(new URL('../../../fixtures/sources/', import.meta.url))

/** A snapshot folder holding only some directories, so a test crawl is short; the rest answer "no files". */
export async function createSnapshotSubset(folders: string[]): Promise<{ root: string; remove: () => Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'atlas-snapshots-'))
  for (const folder of folders) await cp(join(SOURCES, folder), join(root, folder), { recursive: true })

  return { root, remove: () => rm(root, { recursive: true, force: true }) }
}
