import { databaseHandle, type DatabaseHandle } from '../../../db/client.ts'
import { buildSearchIndex } from './build-search-index.ts'
import type { TSearchIndex } from './search-index-shape.ts'
import { warmUpRanking } from './warm-up-ranking.ts'

type Loaded = { version: string; index: Promise<TSearchIndex> }
const loadedByDatabase = new WeakMap<DatabaseHandle, Loaded>()

/**
 * The search index for a catalogue version: built on the first search after the catalogue
 * changes (in any process: the version is the database's), then shared by every search until
 * the next change. Concurrent searches wait for the same build (and, once per process at a large
 * size, its warm-up).
 */
export async function loadSearchIndex(version: string): Promise<TSearchIndex> {
  const handle = databaseHandle()
  const loaded = loadedByDatabase.get(handle)
  if (loaded && loaded.version === version) return loaded.index

  // The previous build's text part is reused when the change touched no searchable text (a review, a placement).
  const previous = loaded ? await loaded.index.catch(() => undefined) : undefined
  const current = loadedByDatabase.get(handle)
  if (current && current.version === version) return current.index
  const index = buildSearchIndex(version, previous).then(warmUpRanking)
  loadedByDatabase.set(handle, { version, index })
  index.catch(() => {
    if (loadedByDatabase.get(handle)?.index === index) loadedByDatabase.delete(handle)
  })

  return index
}
