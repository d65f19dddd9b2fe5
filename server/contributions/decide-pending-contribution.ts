import { and, eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { userContributions } from '../../db/schema/index.ts'
import { AppError } from '../shared/errors.ts'
import type { ContributionRow } from './to-contribution.ts'

export type DecidePendingContributionOptions = {
  contributionId: number
  decision: 'approved' | 'rejected'
  reviewerId: number
  note: string | null
  now?: Date
}

/**
 * Moves one pending contribution to its decision in a single conditional UPDATE, so two admins
 * deciding at once cannot both win. NOT_FOUND, or CONFLICT when it was decided already.
 */
export async function decidePendingContribution({ contributionId, decision, reviewerId, note, now = new Date() }: DecidePendingContributionOptions): Promise<ContributionRow> {
  const [row] = await db
    .update(userContributions)
    .set({ status: decision, adminNotes: note, reviewedById: reviewerId, reviewedAt: now })
    .where(and(eq(userContributions.id, contributionId), eq(userContributions.status, 'pending')))
    .returning()
  if (row) return row

  const [existing] = await db.select({ status: userContributions.status }).from(userContributions).where(eq(userContributions.id, contributionId))
  if (!existing) throw new AppError('NOT_FOUND', 'Contribution not found')

  throw new AppError('CONFLICT', `This contribution was ${existing.status} already.`)
}
