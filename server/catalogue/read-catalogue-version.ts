import { sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'

/**
 * The catalogue's change counter: triggers move the `catalogue_version` sequence on every write
 * to agents or agent_provenance, whichever process or instance makes it, and once more as the
 * writing transaction commits. The shared lock waits out a commit in progress (migration 0010),
 * so every read after this one sees at least the commits this version counts.
 */
export async function readCatalogueVersion(): Promise<string> {
  const result = await db.execute(sql`select pg_advisory_xact_lock_shared(4242001), last_value, is_called from catalogue_version`)
  const row = result.rows[0] as { last_value: string | number; is_called: boolean }

  return `${row.last_value}:${row.is_called}`
}
