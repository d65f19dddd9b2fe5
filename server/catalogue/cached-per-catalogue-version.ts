import { sql } from 'drizzle-orm'
import { databaseHandle, db, type DatabaseHandle } from '../../db/client.ts'

type Entry = { version: string; storedAt: number; value: unknown }

export type CachedPerCatalogueVersionOptions<Value> = {
  /** Identifies the computation (e.g. the normalised filters). */
  key: string
  load: () => Promise<Value>
}

/** Enough for every facet combination people actually click; the oldest entry goes first. */
const MAXIMUM_ENTRIES = 1000
/**
 * The version moves when a write statement runs, before it commits. A reader in between stores
 * pre-commit numbers under the new version; this bounds how long such an entry can live.
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

async function readCatalogueVersion(): Promise<string> {
  const result = await db.execute(sql`select last_value, is_called from catalogue_version`)
  const row = result.rows[0] as { last_value: string | number; is_called: boolean }

  return `${row.last_value}:${row.is_called}`
}

/**
 * Counts over the whole catalogue (totals, facets, stats) cost a scan; pages of results do not.
 * This keeps such counts until the catalogue changes: a trigger moves the `catalogue_version`
 * sequence on every write to agents or provenance, in whichever process or instance made it.
 */
export async function cachedPerCatalogueVersion<Value>({ key, load }: CachedPerCatalogueVersionOptions<Value>): Promise<Value> {
  const cache = cacheOf(databaseHandle())
  const version = await readCatalogueVersion()
  const entry = cache.get(key)
  if (entry && entry.version === version && Date.now() - entry.storedAt < MAXIMUM_AGE_MS) return entry.value as Value

  const value = await load()
  cache.delete(key)
  cache.set(key, { version, storedAt: Date.now(), value })
  if (cache.size > MAXIMUM_ENTRIES) cache.delete(cache.keys().next().value!)

  return value
}
