import { databaseHandle, isInTransaction, type DatabaseHandle } from '../../db/client.ts'
import { buildListIndex, type TListIndex } from './build-list-index.ts'

type Loaded = { version: string; index: Promise<TListIndex> }
const loadedByDatabase = new WeakMap<DatabaseHandle, Loaded>()

/**
 * The list index for a catalogue version: read on the first list after the catalogue changes (in
 * any process: the version is the database's), then shared by every list until the next change.
 * Concurrent lists wait for the same read.
 */
export function loadListIndex(version: string): Promise<TListIndex> {
  // Inside a transaction the read may see writes that roll back: used once, never kept.
  if (isInTransaction()) return buildListIndex()
  const handle = databaseHandle()
  const loaded = loadedByDatabase.get(handle)
  if (loaded && loaded.version === version) return loaded.index

  const index = buildListIndex()
  loadedByDatabase.set(handle, { version, index })
  index.catch(() => {
    if (loadedByDatabase.get(handle)?.index === index) loadedByDatabase.delete(handle)
  })

  return index
}
