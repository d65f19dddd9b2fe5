import { and, eq, inArray } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { userContributions } from '../../db/schema/index.ts'
import type { TBulkRejectResult } from './contributions.schemas.ts'
import { notifyMember } from './notify-member.ts'
import { withAudit, type TAuditActor } from '../audit/index.ts'

export type BulkRejectContributionsOptions = { ids: number[]; reviewerId: number; note: string; now?: Date; actor?: TAuditActor }

/**
 * Rejects many pending contributions with one note (spam waves, out-of-scope batches) in one
 * UPDATE; ids missing or decided already are reported as skipped. Each submitter gets a mail.
 */
export async function bulkRejectContributions({ ids, reviewerId, note, now = new Date(), actor }: BulkRejectContributionsOptions): Promise<TBulkRejectResult> {
  const unique = [...new Set(ids)]
  const rows = await withAudit(
    () =>
      db
        .update(userContributions)
        .set({ status: 'rejected', adminNotes: note, reviewedById: reviewerId, reviewedAt: now })
        .where(and(inArray(userContributions.id, unique), eq(userContributions.status, 'pending')))
        .returning({ id: userContributions.id, submitterId: userContributions.submitterId, agentName: userContributions.agentName }),
    (rejected) =>
      actor
        ? rejected.map((row) => ({ actor, action: 'contribution.reject', targetType: 'contribution', targetId: row.id, targetLabel: row.agentName, before: { status: 'pending' }, after: { status: 'rejected', bulk: true }, note }))
        : null,
  )
  for (const row of rows) await notifyMember({ userId: row.submitterId, kind: 'contribution-rejected', agentName: row.agentName, note })
  const rejected = new Set(rows.map((row) => row.id))

  return { rejected: unique.filter((id) => rejected.has(id)), skipped: unique.filter((id) => !rejected.has(id)) }
}
