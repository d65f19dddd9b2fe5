import type { TContribution } from './contributions.schemas.ts'
import { decidePendingContribution } from './decide-pending-contribution.ts'
import { notifyMember } from './notify-member.ts'
import { toContribution } from './to-contribution.ts'
import { withAudit, type TAuditActor } from '../audit/index.ts'

export type RejectContributionOptions = { contributionId: number; reviewerId: number; note: string; actor?: TAuditActor }

/** Rejects a pending contribution with the admin's note (required) and mails the submitter. */
export async function rejectContribution({ contributionId, reviewerId, note, actor }: RejectContributionOptions): Promise<TContribution> {
  const row = await withAudit(
    () => decidePendingContribution({ contributionId, decision: 'rejected', reviewerId, note }),
    (decided) => (actor ? { actor, action: 'contribution.reject', targetType: 'contribution', targetId: contributionId, targetLabel: decided.agentName, before: { status: 'pending' }, after: { status: 'rejected' }, note } : null),
  )
  await notifyMember({ userId: row.submitterId, kind: 'contribution-rejected', agentName: row.agentName, note })

  return toContribution(row)
}
