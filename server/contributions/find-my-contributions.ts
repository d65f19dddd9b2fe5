import { desc, eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { userContributions } from '../../db/schema/index.ts'
import type { TContribution } from './contributions.schemas.ts'
import { toContribution } from './to-contribution.ts'

export type FindMyContributionsOptions = { submitterId: number; limit?: number }

/** A member's own submissions, newest first, with their status and the admin's notes. */
export async function findMyContributions({ submitterId, limit = 100 }: FindMyContributionsOptions): Promise<TContribution[]> {
  const rows = await db
    .select()
    .from(userContributions)
    .where(eq(userContributions.submitterId, submitterId))
    .orderBy(desc(userContributions.submittedAt), desc(userContributions.id))
    .limit(limit)

  return rows.map(toContribution)
}
