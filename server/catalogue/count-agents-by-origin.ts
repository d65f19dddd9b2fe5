import { sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agentProvenance, agents } from '../../db/schema/index.ts'

export type CountAgentsByOriginOptions = {
  /** Named groups of provenance directories (a crawler source and the directories it reads). */
  directoryGroups: Record<string, readonly string[]>
}

export type AgentOrigins = {
  /** Active agents per platform (agents.source). */
  bySource: Record<string, number>
  /** Distinct active agents per group: an agent two directories of one group list counts once. */
  byGroup: Record<string, number>
}

/** Where the catalogue's active agents come from, for the crawler dashboard. */
export async function countAgentsByOrigin({ directoryGroups }: CountAgentsByOriginOptions): Promise<AgentOrigins> {
  const sources = await db.execute(sql`
    select ${agents.source} as key, count(*)::int as count from ${agents} where ${agents.isActive} group by ${agents.source}`)
  const bySource = Object.fromEntries((sources.rows as { key: string; count: number }[]).map((row) => [row.key, row.count]))

  const byGroup: Record<string, number> = {}
  for (const [group, directories] of Object.entries(directoryGroups)) {
    if (!directories.length) {
      byGroup[group] = 0
      continue
    }
    const result = await db.execute(sql`
      select count(distinct ${agentProvenance.agentId})::int as count
      from ${agentProvenance} join ${agents} on ${agents.id} = ${agentProvenance.agentId} and ${agents.isActive}
      where ${agentProvenance.directory} in (${sql.join(directories.map((directory) => sql`${directory}`), sql`, `)})`)
    byGroup[group] = (result.rows[0] as { count: number }).count
  }

  return { bySource, byGroup }
}
