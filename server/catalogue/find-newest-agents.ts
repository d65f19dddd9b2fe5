import { and, eq, sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agents } from '../../db/schema/index.ts'
import { AGENT_SUMMARY_COLUMNS } from './agent-summary-columns.ts'
import { cachedPerCatalogueVersion } from './cached-per-catalogue-version.ts'
import type { TAgentSummary } from './find-agents.schemas.ts'

export type FindNewestAgentsOptions = { industry?: string; limit: number }

export type TNewAgent = TAgentSummary & { createdAt: string; updatedAt: string }

/** The most recently added active agents (the feeds), optionally of one industry; newest first. */
export async function findNewestAgents({ industry, limit }: FindNewestAgentsOptions): Promise<TNewAgent[]> {
  return cachedPerCatalogueVersion({
    key: `newest:${industry ?? '*'}:${limit}`,
    load: async () => {
      const rows = await db
        .select({ ...AGENT_SUMMARY_COLUMNS, createdAt: agents.createdAt, updatedAt: agents.updatedAt })
        .from(agents)
        .where(and(sql`${agents.isActive}`, industry ? eq(agents.industry, industry) : undefined))
        .orderBy(sql`${agents.createdAt} desc nulls last`, agents.id)
        .limit(limit)

      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() }))
    },
  })
}
