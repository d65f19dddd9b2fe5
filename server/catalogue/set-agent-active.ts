import { eq, sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agents } from '../../db/schema/index.ts'
import { AppError } from '../shared/errors.ts'

export type SetAgentActiveOptions = { agentId: number; isActive: boolean }

export type TSetAgentActiveResult = { agentId: number; name: string; wasActive: boolean; isActive: boolean }

/**
 * Hides an agent from every page, list and search, or restores it. 'isActive' is locked so a crawl
 * never brings back what an admin hid. A record merged into another cannot be restored on its own.
 */
export async function setAgentActive({ agentId, isActive }: SetAgentActiveOptions): Promise<TSetAgentActiveResult> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ name: agents.name, isActive: agents.isActive, mergedInto: agents.mergedIntoAgentId, lockedFields: agents.lockedFields }).from(agents).where(eq(agents.id, agentId)).for('update')
    if (!current) throw new AppError('NOT_FOUND', 'Agent not found')
    if (isActive && current.mergedInto !== null) throw new AppError('CONFLICT', `This record was merged into agent ${current.mergedInto}; edit that one instead.`)
    if (current.isActive !== isActive) {
      const lockedFields = [...new Set([...current.lockedFields, 'isActive'])]
      await tx.update(agents).set({ isActive, lockedFields, updatedAt: sql`now()` }).where(eq(agents.id, agentId))
    }

    return { agentId, name: current.name, wasActive: current.isActive, isActive }
  })
}
