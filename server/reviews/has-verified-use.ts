import { and, eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agentUsage } from '../../db/schema/index.ts'
import type { TReviewExecutor } from './review-transaction.ts'

export type HasVerifiedUseOptions = {
  userId: number
  agentId: number
  /** A transaction when the answer must agree with the write it decides (createOrUpdateReview). */
  executor?: TReviewExecutor
}

/** Whether the member bought or deployed the agent through us: what makes a review "Verified". */
export async function hasVerifiedUse({ userId, agentId, executor = db }: HasVerifiedUseOptions): Promise<boolean> {
  const [usage] = await executor
    .select({ id: agentUsage.id })
    .from(agentUsage)
    .where(and(eq(agentUsage.userId, userId), eq(agentUsage.agentId, agentId)))
    .limit(1)

  return Boolean(usage)
}
