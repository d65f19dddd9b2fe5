import { count, eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { savedAgents } from '../../db/schema/index.ts'
import { findAgentSummaries } from '../catalogue/index.ts'
import { AppError } from '../shared/errors.ts'
import { SAVED_AGENTS_LIMIT, type TSaveAgentResult } from './saved.schemas.ts'

export type SaveAgentOptions = { userId: number; agentId: number }

/** Adds an active agent to the member's Saved list; saving it again changes nothing. */
export async function saveAgent({ userId, agentId }: SaveAgentOptions): Promise<TSaveAgentResult & { isNew: boolean }> {
  const [agent] = await findAgentSummaries({ ids: [agentId] })
  if (!agent) throw new AppError('NOT_FOUND', 'Agent not found')

  const [{ saved } = { saved: 0 }] = await db.select({ saved: count() }).from(savedAgents).where(eq(savedAgents.userId, userId))
  if (saved >= SAVED_AGENTS_LIMIT) {
    throw new AppError('UNPROCESSABLE', `You can keep up to ${SAVED_AGENTS_LIMIT} saved agents. Remove some before saving more.`)
  }
  const inserted = await db.insert(savedAgents).values({ userId, agentId }).onConflictDoNothing().returning({ agentId: savedAgents.agentId })

  return { agentId, saved: true, isNew: inserted.length > 0 }
}
