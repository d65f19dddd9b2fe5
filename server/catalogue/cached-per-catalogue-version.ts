import { databaseHandle, isInTransaction, type DatabaseHandle } from '../../db/client.ts'
import { readCatalogueVersion } from './read-catalogue-version.ts'

type Entry = { version: string; storedAt: number; value: unknown }

export type CachedPerCatalogueVersionOptions<Value> = {
  /** Identifies the computation (e.g. the normalised filters). */
  key: string
  load: () => Promise<Value>
  /** The version the caller already read, to save a round trip; read here otherwise. */
  version?: string
}

/** Bounds memory: a page of results is ~30 kB; the least recently used entry goes first. */
const MAXIMUM_ENTRIES = 1000
/**
 * A version is read before the load, and moves again as each later write commits (migration
 * 0010), so an entry never outlives the data it was read from; the age cap is a second guard.
 */
const MAXIMUM_AGE_MS = 30_000

const cachesByDatabase = new WeakMap<DatabaseHandle, Map<string, Entry>>()

function cacheOf(handle: DatabaseHandle): Map<string, Entry> {
  let cache = cachesByDatabase.get(handle)
  if (!cache) {
    cache = new Map()
    cachesByDatabase.set(handle, cache)
  }

  return cache
}

/** Cached values are shared by every later caller, so nobody may change them in place. */
function deepFreeze<Value>(value: Value): Value {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const nested of Object.values(value)) deepFreeze(nested)
  }

  return value
}

/**
 * Keeps the result of a catalogue read until the catalogue changes (see readCatalogueVersion).
 * Searches, totals, facets and stats cost a scan over every match; repeating them between writes
 * costs a map look-up. Per process and per database.
 */
export async function cachedPerCatalogueVersion<Value>({ key, load, version }: CachedPerCatalogueVersionOptions<Value>): Promise<Value> {
  // Inside a transaction (an admin's audited change) the read may see writes that roll back: not kept.
  if (isInTransaction()) return load()
  const cache = cacheOf(databaseHandle())
  const currentVersion = version ?? (await readCatalogueVersion())
  const entry = cache.get(key)
  const isFresh = entry && entry.version === currentVersion && Date.now() - entry.storedAt < MAXIMUM_AGE_MS
  if (entry) cache.delete(key)
  if (entry && isFresh) {
    cache.set(key, entry)

    return entry.value as Value
  }

  const value = deepFreeze(await load())
  cache.set(key, { version: currentVersion, storedAt: Date.now(), value })
  if (cache.size > MAXIMUM_ENTRIES) cache.delete(cache.keys().next().value!)

  return value
}

/** Forgets every kept result of the current database: benchmarks time the uncached path with it. */
export function forgetCatalogueResults() {
  cacheOf(databaseHandle()).clear()
}
