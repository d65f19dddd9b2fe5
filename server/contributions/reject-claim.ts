import { getAgentListing } from '../catalogue/index.ts'
import type { TClaim } from './claims.schemas.ts'
import { decidePendingClaim } from './decide-pending-claim.ts'
import { notifyMember } from './notify-member.ts'
import { toClaim } from './to-claim.ts'
import { recordAuditEvent, type TAuditActor } from '../audit/index.ts'

export type RejectClaimOptions = { claimId: number; adminId: number; note: string; actor?: TAuditActor }

/** An admin turns a claim down with a reason; the claimant is told by mail and may claim again. */
export async function rejectClaim({ claimId, adminId, note, actor }: RejectClaimOptions): Promise<TClaim> {
  const row = await decidePendingClaim({ claimId, decision: 'rejected', adminId, note })
  const agent = await getAgentListing({ agentId: row.agentId }).catch(() => ({ id: row.agentId, name: `Agent ${row.agentId}`, repoFullName: null }))
  if (actor) {
    await recordAuditEvent({ actor, action: 'claim.reject', targetType: 'agent', targetId: agent.id, targetLabel: agent.name, after: { claimId, claimantUserId: row.userId }, note })
  }
  await notifyMember({ userId: row.userId, kind: 'claim-rejected', agentName: agent.name, agentPath: `/agents/${agent.id}`, note })

  return toClaim({ row, agent, isCodeVisible: true })
}
