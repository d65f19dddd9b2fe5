import { eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { userContributions } from '../../db/schema/index.ts'
import type { AgentDraft } from '../catalogue/index.ts'
import { publishCommunityContribution } from '../crawler/index.ts'
import { logger } from '../shared/logger.ts'
import { agentIdentity } from './agent-identity.ts'
import { contributionToDraft } from './contribution-to-draft.ts'
import type { TContribution } from './contributions.schemas.ts'
import { decidePendingContribution } from './decide-pending-contribution.ts'
import { lookUpSourceDraft, type TSourceDraft } from './look-up-source-draft.ts'
import { notifyMember } from './notify-member.ts'
import { toContribution, type ContributionRow } from './to-contribution.ts'
import { recordAuditEvent, type TAuditActor } from '../audit/index.ts'

export type ApproveContributionOptions = { contributionId: number; reviewerId: number; note?: string | null; actor?: TAuditActor }

export type TApprovedContribution = {
  contribution: TContribution
  agentId: number
  /** 'duplicate' when the agent reached the catalogue meanwhile: the submission merged into it. */
  outcome: 'created' | 'updated' | 'duplicate' | 'unchanged'
}

/** Fresh facts from the repository or model, when the contribution is one; null when it cannot be read. */
async function readSource(contribution: ContributionRow): Promise<TSourceDraft | null> {
  const { repoFullName, modelId } = agentIdentity({ link: contribution.agentLink, githubRepo: contribution.githubRepo })
  const source = repoFullName ? ({ kind: 'github', fullName: repoFullName } as const) : modelId ? ({ kind: 'huggingface', id: modelId } as const) : null
  if (!source) return null
  try {
    return await lookUpSourceDraft({ source })
  } catch (error) {
    // The admin checked the submission; publish the member's fields without the source's counts.
    logger.warn({ err: error, contributionId: contribution.id }, 'contribution source look-up failed at approval')

    return null
  }
}

function metadataOf(found: TSourceDraft, draft: AgentDraft) {
  return { stars: draft.stars, language: draft.language, licence: draft.licence, topics: found.topics, likes: draft.likes, extractedFrom: draft.source }
}

/**
 * Publishes a pending contribution through the crawler's community connector (same normalising,
 * de-duplication and merge as a crawl), records the decision and the agent, and mails the submitter.
 */
export async function approveContribution({ contributionId, reviewerId, note = null, actor }: ApproveContributionOptions): Promise<TApprovedContribution> {
  const decided = await decidePendingContribution({ contributionId, decision: 'approved', reviewerId, note })
  let published: Awaited<ReturnType<typeof publishCommunityContribution>>
  let found: TSourceDraft | null = null
  try {
    found = await readSource(decided)
    const draft = contributionToDraft({ contribution: decided, sourceDraft: found?.draft ?? null })
    published = await publishCommunityContribution({ draft, submitterId: decided.submitterId, contributionId })
  } catch (error) {
    // Nothing was published: the contribution waits in the queue again.
    await db.update(userContributions).set({ status: 'pending', adminNotes: null, reviewedById: null, reviewedAt: null }).where(eq(userContributions.id, contributionId))
    throw error
  }

  const [row] = await db
    .update(userContributions)
    .set({ publishedAgentId: published.agentId, ...(found ? { metadata: metadataOf(found, found.draft) } : {}) })
    .where(eq(userContributions.id, contributionId))
    .returning()
  if (actor) {
    await recordAuditEvent({ actor, action: 'contribution.approve', targetType: 'contribution', targetId: contributionId, targetLabel: decided.agentName, before: { status: 'pending' }, after: { status: 'approved', agentId: published.agentId, outcome: published.outcome }, note })
  }
  await notifyMember({ userId: decided.submitterId, kind: 'contribution-approved', agentName: decided.agentName, agentPath: `/agents/${published.agentId}`, note })

  return { contribution: toContribution(row ?? decided), agentId: published.agentId, outcome: published.outcome }
}
