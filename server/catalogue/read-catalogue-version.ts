import { sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { watchedCatalogueChanges } from './watch-catalogue-changes.ts'

/**
 * The catalogue's change counter. While this process hears every committed catalogue change
 * (NOTIFY catalogue_changes, decision 024), the number of changes heard is the version, and
 * reading it costs no query (decision 043): on PGlite the only writer is this process, whose
 * NOTIFY arrives before the writing query returns; on Postgres a pooled connection hears its own
 * commits the same way, and another process's a few milliseconds after they commit, as the page
 * cache does. Otherwise the `catalogue_version` sequence: triggers move it on every write to
 * agents or agent_provenance, whichever process or instance makes it, and once more as the
 * writing transaction commits; the shared lock waits out a commit in progress (migration 0010),
 * so every read after this one sees at least the commits this version counts.
 */
export async function readCatalogueVersion(): Promise<string> {
  const changes = watchedCatalogueChanges()
  if (changes?.isListening) return `heard:${changes.generation}`
  const result = await db.execute(sql`select pg_advisory_xact_lock_shared(4242001), last_value, is_called from catalogue_version`)
  const row = result.rows[0] as { last_value: string | number; is_called: boolean }

  return `${row.last_value}:${row.is_called}`
}
