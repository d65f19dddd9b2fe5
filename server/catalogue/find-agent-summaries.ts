import { and, eq, inArray } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agents } from '../../db/schema/index.ts'
import { AGENT_SUMMARY_COLUMNS } from './agent-summary-columns.ts'
import type { TAgentSummary } from './find-agents.schemas.ts'

export type FindAgentSummariesOptions = { ids: readonly number[] }

/** Active agents by id, in the order asked; unknown or withdrawn ids are left out. */
export async function findAgentSummaries({ ids }: FindAgentSummariesOptions): Promise<TAgentSummary[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select(AGENT_SUMMARY_COLUMNS)
    .from(agents)
    .where(and(inArray(agents.id, [...ids]), eq(agents.isActive, true)))
  const byId = new Map(rows.map((row) => [row.id, row]))

  return ids.flatMap((id) => byId.get(id) ?? [])
}
