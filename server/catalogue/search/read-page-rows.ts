import { sql } from 'drizzle-orm'
import { db } from '../../../db/client.ts'
import { agents as agentsTable } from '../../../db/schema/index.ts'
import { AGENT_SUMMARY_COLUMNS } from '../agent-summary-columns.ts'
import type { TAgentSummary } from '../find-agents.schemas.ts'
import type { TSearchIndex } from './build-search-index.ts'

/** How many agents' summary rows each index keeps: a few hundred pages of results. */
const KEPT_ROWS = 5000

const rowsByIndex = new WeakMap<TSearchIndex, Map<number, TAgentSummary>>()

/**
 * The summary rows of a page of search results, in the order given. Rows are kept per index, that
 * is per catalogue version (any write to an agent makes a new index), for the agents most recently
 * shown: reading a page of 24 rows was a third of an uncached search's time, and the same agents
 * head many searches. Only the rows not kept are read, in one query. Whether a premium placement
 * is current depends on the time, so it is worked out from the index now, not kept.
 */
export async function readPageRows(index: TSearchIndex, positions: number[], now: number): Promise<TAgentSummary[]> {
  let kept = rowsByIndex.get(index)
  if (!kept) rowsByIndex.set(index, (kept = new Map()))
  const ids = positions.map((position) => index.agents.id[position]!)
  const missing = ids.filter((id) => !kept.has(id))
  if (missing.length > 0) {
    // One array parameter: a list of 24 parameters cost more to plan than to run.
    const rows = await db.select(AGENT_SUMMARY_COLUMNS).from(agentsTable).where(sql`${agentsTable.id} = any(${`{${missing.join(',')}}`}::int[])`)
    for (const row of rows) kept.set(row.id, row)
    for (const id of kept.keys()) {
      if (kept.size <= KEPT_ROWS) break
      kept.delete(id)
    }
  }

  return positions.flatMap((position, entry) => {
    const row = kept.get(ids[entry]!)
    if (!row) return []
    // Most recently shown last, so the oldest are dropped first.
    kept.delete(row.id)
    kept.set(row.id, row)
    const isPremium = index.agents.isPremium[position] === 1 && !(index.agents.premiumUntil[position]! <= now)

    return [row.isPremium === isPremium ? row : { ...row, isPremium }]
  })
}

/** Forgets the kept rows of an index: the benchmark times searches that read every row. */
export function forgetPageRows(index: TSearchIndex): void {
  rowsByIndex.delete(index)
}
