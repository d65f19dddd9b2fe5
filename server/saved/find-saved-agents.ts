import { desc, eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { savedAgents } from '../../db/schema/index.ts'
import { findAgentSummaries } from '../catalogue/index.ts'
import type { TSavedAgentsResult } from './saved.schemas.ts'

export type FindSavedAgentsOptions = { userId: number }

/** The member's Saved list, most recent first, as cards show agents. */
export async function findSavedAgents({ userId }: FindSavedAgentsOptions): Promise<TSavedAgentsResult> {
  const rows = await db
    .select({ agentId: savedAgents.agentId, savedAt: savedAgents.savedAt })
    .from(savedAgents)
    .where(eq(savedAgents.userId, userId))
    .orderBy(desc(savedAgents.savedAt), desc(savedAgents.agentId))
  const agents = await findAgentSummaries({ ids: rows.map((row) => row.agentId) })
  const savedAt = new Map(rows.map((row) => [row.agentId, row.savedAt.toISOString()]))

  return { agents: agents.map((agent) => ({ agent, savedAt: savedAt.get(agent.id)! })) }
}
