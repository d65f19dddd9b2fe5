import { and, eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agentClaims } from '../../db/schema/index.ts'
import { AppError } from '../shared/errors.ts'
import type { ClaimRow } from './to-claim.ts'

export type DecidePendingClaimOptions = { claimId: number; decision: 'approved' | 'rejected'; adminId: number; note: string | null; now?: Date }

/** One conditional UPDATE: a claim is decided once. NOT_FOUND, or CONFLICT when decided already. */
export async function decidePendingClaim({ claimId, decision, adminId, note, now = new Date() }: DecidePendingClaimOptions): Promise<ClaimRow> {
  const [row] = await db
    .update(agentClaims)
    .set({ status: decision, decidedAt: now, decidedById: adminId, note })
    .where(and(eq(agentClaims.id, claimId), eq(agentClaims.status, 'pending')))
    .returning()
  if (row) return row

  const [existing] = await db.select({ status: agentClaims.status }).from(agentClaims).where(eq(agentClaims.id, claimId))
  if (!existing) throw new AppError('NOT_FOUND', 'Claim not found')

  throw new AppError('CONFLICT', `This claim was ${existing.status} already.`)
}
