import { and, eq } from 'drizzle-orm'
import { agents } from '../../db/schema/index.ts'
import { AppError } from '../shared/errors.ts'
import { REVIEW_MESSAGES } from './review-rules.ts'
import type { TReviewTransaction } from './review-transaction.ts'

export type LockAgentOptions = {
  tx: TReviewTransaction
  agentId: number
  /** Members review active agents only; moderation also reaches withdrawn ones. */
  mustBeActive: boolean
}

export type TLockedAgent = { id: number; ownerUserId: number | null }

/**
 * Locks the agent's row until the transaction ends, so writes that change its rating run one
 * after another and each recompute sees every review committed before it. NO KEY UPDATE is the
 * lock the rating UPDATE takes anyway; unlike FOR UPDATE it does not block inserts that only
 * reference the agent (provenance, usage records).
 * Reads agents.owner_user_id and is_active directly (catalogue's table): the lock has to be
 * taken inside this transaction, which catalogue's functions cannot join.
 */
export async function lockAgent({ tx, agentId, mustBeActive }: LockAgentOptions): Promise<TLockedAgent> {
  const conditions = mustBeActive ? and(eq(agents.id, agentId), eq(agents.isActive, true)) : eq(agents.id, agentId)
  const [agent] = await tx.select({ id: agents.id, ownerUserId: agents.ownerUserId }).from(agents).where(conditions).for('no key update')
  if (!agent) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.agentNotFound)

  return agent
}
