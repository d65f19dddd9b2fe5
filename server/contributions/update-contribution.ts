import { and, eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { userContributions } from '../../db/schema/index.ts'
import { AppError } from '../shared/errors.ts'
import { agentIdentity } from './agent-identity.ts'
import type { TContribution, TUpdateContributionRequest } from './contributions.schemas.ts'
import { toContribution } from './to-contribution.ts'
import { withAudit, type TAuditActor } from '../audit/index.ts'

export type UpdateContributionOptions = { contributionId: number; changes: TUpdateContributionRequest; actor?: TAuditActor }

/** An admin corrects a pending submission (typos, category) before approving it. */
export async function updateContribution({ contributionId, changes, actor }: UpdateContributionOptions): Promise<TContribution> {
  const values = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as TUpdateContributionRequest
  const canonicalUrl = values.agentLink ? agentIdentity({ link: values.agentLink }).canonicalUrl : undefined
  const [row] = await withAudit(
    () =>
      db
        .update(userContributions)
        .set({ ...values, ...(canonicalUrl ? { canonicalUrl } : {}) })
        .where(and(eq(userContributions.id, contributionId), eq(userContributions.status, 'pending')))
        .returning(),
    ([updated]) => (actor && updated ? { actor, action: 'contribution.update', targetType: 'contribution', targetId: contributionId, targetLabel: updated.agentName, after: values } : null),
  )
  if (row) return toContribution(row)

  const [existing] = await db.select({ status: userContributions.status }).from(userContributions).where(eq(userContributions.id, contributionId))
  if (!existing) throw new AppError('NOT_FOUND', 'Contribution not found')

  throw new AppError('CONFLICT', `This contribution was ${existing.status} already and can no longer be edited.`)
}
