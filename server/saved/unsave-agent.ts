import { and, eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { savedAgents } from '../../db/schema/index.ts'
import type { TSaveAgentResult } from './saved.schemas.ts'

export type UnsaveAgentOptions = { userId: number; agentId: number }

/** Removes an agent from the member's Saved list; removing one that is not there changes nothing. */
export async function unsaveAgent({ userId, agentId }: UnsaveAgentOptions): Promise<TSaveAgentResult> {
  await db.delete(savedAgents).where(and(eq(savedAgents.userId, userId), eq(savedAgents.agentId, agentId)))

  return { agentId, saved: false }
}
