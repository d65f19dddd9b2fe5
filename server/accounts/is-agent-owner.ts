import { eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agents } from '../../db/schema/index.ts'

export type IsAgentOwnerOptions = { userId: number; agentId: number }

/** 'not-found' | 'owner' | 'not-owner' */
export type TAgentOwnership = 'not-found' | 'owner' | 'not-owner'

/**
 * Who owns an agent. A read of `agents.owner_user_id` (catalogue's table, written there): the
 * catalogue domain exposes no ownership look-up yet; move this behind its index.ts (or the
 * listings table) when one exists.
 */
export async function isAgentOwner({ userId, agentId }: IsAgentOwnerOptions): Promise<TAgentOwnership> {
  const [row] = await db.select({ ownerUserId: agents.ownerUserId }).from(agents).where(eq(agents.id, agentId)).limit(1)
  if (!row) return 'not-found'

  return row.ownerUserId === userId ? 'owner' : 'not-owner'
}
