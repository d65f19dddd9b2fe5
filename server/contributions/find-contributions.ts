import { count, desc, eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { userContributions } from '../../db/schema/index.ts'
import { findUserContacts } from '../accounts/index.ts'
import type { TContributionQueue, TFindContributionsQuery } from './contributions.schemas.ts'
import { toContribution } from './to-contribution.ts'

export type FindContributionsOptions = TFindContributionsQuery

/**
 * The moderation queue: contributions with one status (pending by default; oldest first, so
 * nobody waits longest) or all of them (newest first), with their submitters and the count per status.
 */
export async function findContributions({ status, limit, offset }: FindContributionsOptions): Promise<TContributionQueue> {
  const where = status === 'all' ? undefined : eq(userContributions.status, status)
  const order = status === 'pending' ? [userContributions.submittedAt, userContributions.id] : [desc(userContributions.submittedAt), desc(userContributions.id)]
  const rows = await db
    .select()
    .from(userContributions)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
  const perStatus = await db.select({ status: userContributions.status, total: count() }).from(userContributions).groupBy(userContributions.status)
  const counts = { pending: 0, approved: 0, rejected: 0 }
  for (const row of perStatus) counts[row.status as keyof typeof counts] = row.total
  const contacts = await findUserContacts({ userIds: rows.map((row) => row.submitterId) })

  return {
    contributions: rows.map((row) => {
      const submitter = contacts.get(row.submitterId)

      return { ...toContribution(row), submitter: submitter ? { id: submitter.id, name: submitter.name, email: submitter.email } : null }
    }),
    total: status === 'all' ? counts.pending + counts.approved + counts.rejected : counts[status],
    counts,
  }
}
