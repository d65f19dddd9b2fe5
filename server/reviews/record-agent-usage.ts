import { and, eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agentUsage, reviews } from '../../db/schema/index.ts'
import { ZRecordAgentUsage, type TRecordAgentUsage } from './record-agent-usage.schemas.ts'

export type RecordAgentUsageOptions = TRecordAgentUsage

export type TRecordAgentUsageResult = { isNew: boolean }

/**
 * Records that a member bought (payments) or deployed (deployment help) an agent through us, once
 * per event: call it when the payment provider's signed webhook confirms, or a deployment starts.
 * From then on the member's review of that agent carries the Verified badge, including a review
 * written before the purchase.
 */
export async function recordAgentUsage(options: RecordAgentUsageOptions): Promise<TRecordAgentUsageResult> {
  const { userId, agentId, kind, reference } = ZRecordAgentUsage.parse(options)

  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(agentUsage)
      .values({ userId, agentId, kind, reference })
      .onConflictDoNothing({ target: [agentUsage.userId, agentUsage.agentId, agentUsage.kind, agentUsage.reference] })
      .returning({ id: agentUsage.id })
    await tx
      .update(reviews)
      .set({ verified: true })
      .where(and(eq(reviews.agentId, agentId), eq(reviews.userId, userId), eq(reviews.verified, false)))

    return { isNew: inserted.length > 0 }
  })
}
