import { and, eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agents } from '../../db/schema/index.ts'
import { AppError } from '../shared/errors.ts'
import { REVIEW_MESSAGES } from './review-rules.ts'

export type EnsureAgentListedOptions = { agentId: number }

/** 404 unless the agent is in the catalogue and active, like GET /api/agents/{id}. */
export async function ensureAgentListed({ agentId }: EnsureAgentListedOptions): Promise<void> {
  const [agent] = await db.select({ id: agents.id }).from(agents).where(and(eq(agents.id, agentId), eq(agents.isActive, true))).limit(1)
  if (!agent) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.agentNotFound)
}
