import { and, eq, isNull, or } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agents } from '../../db/schema/index.ts'

export type SetAgentOwnerOptions = { agentId: number; ownerUserId: number }

/** 'owned': the user owns the agent now (or already did); 'taken': someone else owns it. */
export type TSetAgentOwnerResult = 'owned' | 'taken' | 'not-found'

/**
 * Makes a user the owner of an agent (a verified or approved claim). Only an unowned agent
 * changes hands: the condition is in the UPDATE, so two claims decided at once cannot both win.
 */
export async function setAgentOwner({ agentId, ownerUserId }: SetAgentOwnerOptions): Promise<TSetAgentOwnerResult> {
  const [updated] = await db
    .update(agents)
    .set({ ownerUserId })
    .where(and(eq(agents.id, agentId), or(isNull(agents.ownerUserId), eq(agents.ownerUserId, ownerUserId))))
    .returning({ id: agents.id })
  if (updated) return 'owned'
  const [existing] = await db.select({ id: agents.id }).from(agents).where(eq(agents.id, agentId))

  return existing ? 'taken' : 'not-found'
}
