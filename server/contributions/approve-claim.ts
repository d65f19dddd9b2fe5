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
import { recordAuditEvent, type TAuditActor } from '../audit/index.ts'

export type ApproveClaimOptions = { claimId: number; adminId: number; note?: string | null; now?: Date; actor?: TAuditActor }

/** An admin confirms the claimant builds the agent: they own the listing, other open claims close. */
export async function approveClaim({ claimId, adminId, note = null, now = new Date(), actor }: ApproveClaimOptions): Promise<TClaim> {
  const row = await decidePendingClaim({ claimId, decision: 'approved', adminId, note, now })
  const ownership = await setAgentOwner({ agentId: row.agentId, ownerUserId: row.userId })
  if (ownership !== 'owned') {
    // Someone else owns the listing meanwhile: the claim stays open, for a rejection.
    await db.update(agentClaims).set({ status: 'pending', decidedAt: null, decidedById: null, note: null }).where(eq(agentClaims.id, claimId))
    throw new AppError('CONFLICT', 'This listing is managed by another builder already. Reject the claim instead.')
  }
  const agent = await getAgentListing({ agentId: row.agentId })
  await db
    .update(agentClaims)
    .set({ status: 'rejected', decidedAt: now, decidedById: adminId, note: 'Another member’s claim was approved.' })
    .where(and(eq(agentClaims.agentId, agent.id), eq(agentClaims.status, 'pending'), ne(agentClaims.id, claimId)))
  if (actor) {
    await recordAuditEvent({ actor, action: 'claim.approve', targetType: 'agent', targetId: agent.id, targetLabel: agent.name, before: { ownerUserId: null }, after: { ownerUserId: row.userId, claimId }, note })
  }
  await notifyMember({ userId: row.userId, kind: 'claim-approved', agentName: agent.name, agentPath: `/agents/${agent.id}`, note })

  return toClaim({ row, agent, isCodeVisible: true })
}
