import type { TContribution } from './contributions.schemas.ts'
import { decidePendingContribution } from './decide-pending-contribution.ts'
import { notifyMember } from './notify-member.ts'
import { toContribution } from './to-contribution.ts'

export type RejectContributionOptions = { contributionId: number; reviewerId: number; note: string }

/** Rejects a pending contribution with the admin's note (required) and mails the submitter. */
export async function rejectContribution({ contributionId, reviewerId, note }: RejectContributionOptions): Promise<TContribution> {
  const row = await decidePendingContribution({ contributionId, decision: 'rejected', reviewerId, note })
  await notifyMember({ userId: row.submitterId, kind: 'contribution-rejected', agentName: row.agentName, note })

  return toContribution(row)
}
