import { and, eq } from 'drizzle-orm'
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
import { withAudit, type TAuditActor } from '../audit/index.ts'

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
 * de-duplication and merge as a crawl), records the decision, the agent and the audit entry in one
 * transaction (a failed publication leaves the contribution pending), then mails the submitter.
 * The repository or model is looked up before the transaction, so no lock waits on the network.
 */
export async function approveContribution({ contributionId, reviewerId, note = null, actor }: ApproveContributionOptions): Promise<TApprovedContribution> {
  const [pending] = await db
    .select()
    .from(userContributions)
    .where(and(eq(userContributions.id, contributionId), eq(userContributions.status, 'pending')))
  const found = pending ? await readSource(pending) : null

  const approved = await withAudit(
    async () => {
      const decided = await decidePendingContribution({ contributionId, decision: 'approved', reviewerId, note })
      const draft = contributionToDraft({ contribution: decided, sourceDraft: found?.draft ?? null })
      const published = await publishCommunityContribution({ draft, submitterId: decided.submitterId, contributionId })
      const [row] = await db
        .update(userContributions)
        .set({ publishedAgentId: published.agentId, ...(found ? { metadata: metadataOf(found, found.draft) } : {}) })
        .where(eq(userContributions.id, contributionId))
        .returning()

      return { decided, published, row }
    },
    ({ decided, published }) =>
      actor
        ? { actor, action: 'contribution.approve', targetType: 'contribution', targetId: contributionId, targetLabel: decided.agentName, before: { status: 'pending' }, after: { status: 'approved', agentId: published.agentId, outcome: published.outcome }, note }
        : null,
  )
  const { decided, published, row } = approved
  await notifyMember({ userId: decided.submitterId, kind: 'contribution-approved', agentName: decided.agentName, agentPath: `/agents/${published.agentId}`, note })

  return { contribution: toContribution(row ?? decided), agentId: published.agentId, outcome: published.outcome }
}
