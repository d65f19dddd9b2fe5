import { and, eq, ne } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agentClaims } from '../../db/schema/index.ts'
import { getAgentListing } from '../catalogue/index.ts'
import { setAgentOwner } from '../listings/index.ts'
import { AppError } from '../shared/errors.ts'
import type { TClaim } from './claims.schemas.ts'
import { decidePendingClaim } from './decide-pending-claim.ts'
import { notifyMember } from './notify-member.ts'
import { toClaim } from './to-claim.ts'
import { withAudit, type TAuditActor } from '../audit/index.ts'

export type ApproveClaimOptions = { claimId: number; adminId: number; note?: string | null; now?: Date; actor?: TAuditActor }

/**
 * An admin confirms the claimant builds the agent: they own the listing, other open claims close.
 * Decision, ownership and audit entry commit together; the claimant is mailed afterwards.
 */
export async function approveClaim({ claimId, adminId, note = null, now = new Date(), actor }: ApproveClaimOptions): Promise<TClaim> {
  const { row, agent } = await withAudit(
    async () => {
      const decided = await decidePendingClaim({ claimId, decision: 'approved', adminId, note, now })
      const ownership = await setAgentOwner({ agentId: decided.agentId, ownerUserId: decided.userId })
      // Someone else owns the listing meanwhile: the claim stays open (the decision rolls back), for a rejection.
      if (ownership !== 'owned') throw new AppError('CONFLICT', 'This listing is managed by another builder already. Reject the claim instead.')
      const listing = await getAgentListing({ agentId: decided.agentId })
      await db
        .update(agentClaims)
        .set({ status: 'rejected', decidedAt: now, decidedById: adminId, note: 'Another member’s claim was approved.' })
        .where(and(eq(agentClaims.agentId, listing.id), eq(agentClaims.status, 'pending'), ne(agentClaims.id, claimId)))

      return { row: decided, agent: listing }
    },
    (decision) =>
      actor ? { actor, action: 'claim.approve', targetType: 'agent', targetId: decision.agent.id, targetLabel: decision.agent.name, before: { ownerUserId: null }, after: { ownerUserId: decision.row.userId, claimId }, note } : null,
  )
  await notifyMember({ userId: row.userId, kind: 'claim-approved', agentName: agent.name, agentPath: `/agents/${agent.id}`, note })

  return toClaim({ row, agent, isCodeVisible: true })
}
