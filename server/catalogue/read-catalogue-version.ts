import { sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'

/**
 * The catalogue's change counter: a trigger moves the `catalogue_version` sequence on every write
 * to agents or agent_provenance, whichever process or instance makes it.
 */
export async function readCatalogueVersion(): Promise<string> {
  const result = await db.execute(sql`select last_value, is_called from catalogue_version`)
  const row = result.rows[0] as { last_value: string | number; is_called: boolean }

  return `${row.last_value}:${row.is_called}`
}
