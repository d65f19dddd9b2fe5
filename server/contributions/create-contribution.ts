import { and, eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { userContributions } from '../../db/schema/index.ts'
import { AppError } from '../shared/errors.ts'
import { isUniqueViolation } from '../shared/is-unique-violation.ts'
import { agentIdentity } from './agent-identity.ts'
import type { TContribution, TCreateContributionRequest } from './contributions.schemas.ts'
import { findListedAgent } from './find-listed-agent.ts'
import { recallExtraction } from './recent-extractions.ts'
import { toContribution } from './to-contribution.ts'

export type CreateContributionOptions = {
  /** The signed-in member: never taken from the request body. */
  submitterId: number
  fields: TCreateContributionRequest
}

/**
 * Records a member's submission as pending. An agent the catalogue lists already is refused
 * (409 with its address and claim page), and so is one waiting for review already.
 */
export async function createContribution({ submitterId, fields }: CreateContributionOptions): Promise<TContribution> {
  const listed = await findListedAgent({ name: fields.agentName, link: fields.agentLink, githubRepo: fields.githubRepo })
  if (listed) {
    throw new AppError(
      'CONFLICT',
      `${listed.agentName} is already listed on Agent Atlas. If you build it, claim the listing to manage it instead of submitting it again.`,
      { agentId: listed.agentId, agentUrl: listed.agentUrl, claimUrl: listed.claimUrl },
    )
  }

  const { canonicalUrl } = agentIdentity({ link: fields.agentLink })
  await refuseWaitingSubmission({ canonicalUrl, submitterId })

  const [row] = await db
    .insert(userContributions)
    .values({
      submitterId,
      agentName: fields.agentName,
      agentDescription: fields.agentDescription,
      agentLink: fields.agentLink,
      canonicalUrl,
      useCase: fields.useCase,
      industry: fields.industry,
      difficulty: fields.difficulty,
      tags: fields.tags,
      deploymentGuide: fields.deploymentGuide,
      githubRepo: fields.githubRepo,
      metadata: recallExtraction({ canonicalUrl }) ?? {},
    })
    .returning()
    .catch(async (error: unknown) => {
      // The same link submitted at the same moment: the unique index let one through.
      if (isUniqueViolation(error)) await refuseWaitingSubmission({ canonicalUrl, submitterId })
      throw error
    })
  if (!row) throw new Error('The contribution was not stored')

  return toContribution(row)
}

/** A link that waits for review already is refused, telling its own submitter so. */
async function refuseWaitingSubmission({ canonicalUrl, submitterId }: { canonicalUrl: string; submitterId: number }): Promise<void> {
  const [waiting] = await db
    .select({ id: userContributions.id, submitterId: userContributions.submitterId })
    .from(userContributions)
    .where(and(eq(userContributions.canonicalUrl, canonicalUrl), eq(userContributions.status, 'pending')))
    .limit(1)
  if (!waiting) return

  const isOwn = waiting.submitterId === submitterId
  throw new AppError(
    'CONFLICT',
    isOwn ? 'You submitted this agent already. It is waiting for review.' : 'This agent was submitted already and is waiting for review.',
    isOwn ? { contributionId: waiting.id } : undefined,
  )
}
