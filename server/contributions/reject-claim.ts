import { getAgentListing } from '../catalogue/index.ts'
import type { TClaim } from './claims.schemas.ts'
import { decidePendingClaim } from './decide-pending-claim.ts'
import { notifyMember } from './notify-member.ts'
import { toClaim } from './to-claim.ts'
import { withAudit, type TAuditActor } from '../audit/index.ts'

export type RejectClaimOptions = { claimId: number; adminId: number; note: string; actor?: TAuditActor }

/** An admin turns a claim down with a reason; the claimant is told by mail and may claim again. */
export async function rejectClaim({ claimId, adminId, note, actor }: RejectClaimOptions): Promise<TClaim> {
  const { row, agent } = await withAudit(
    async () => {
      const decided = await decidePendingClaim({ claimId, decision: 'rejected', adminId, note })
      const listing = await getAgentListing({ agentId: decided.agentId }).catch(() => ({ id: decided.agentId, name: `Agent ${decided.agentId}`, repoFullName: null }))

      return { row: decided, agent: listing }
    },
    (decision) => (actor ? { actor, action: 'claim.reject', targetType: 'agent', targetId: decision.agent.id, targetLabel: decision.agent.name, after: { claimId, claimantUserId: decision.row.userId }, note } : null),
  )
  await notifyMember({ userId: row.userId, kind: 'claim-rejected', agentName: agent.name, agentPath: `/agents/${agent.id}`, note })

  return toClaim({ row, agent, isCodeVisible: true })
}
