import type { AgentDraft } from '../catalogue/index.ts'
import { canonicalizeUrl } from '../catalogue/index.ts'
import { mergeAgentDraft, type MergeOutcome } from '../catalogue/index.ts'
import { AppError } from '../shared/errors.ts'
import { COMMUNITY_PROVENANCE } from './connectors/community-connector.ts'
import { resolveRepositoryNames } from './github/resolve-repository-names.ts'

export type PublishCommunityContributionOptions = {
  /** The contribution as a draft (the Contributions issue builds it from the approved form). */
  draft: Omit<AgentDraft, 'provenance'>
  submitterId: number
  /** The contribution's own id, so publishing it twice updates one provenance row. */
  contributionId?: number | null
}

/**
 * Publishes an approved community contribution through the crawler's path: free agents only,
 * de-duplicated against the catalogue (repository with renames, URL, model id, similar name),
 * merged without touching locked fields. Answers the agent's id; a duplicate answers the
 * existing agent's id.
 */
export async function publishCommunityContribution({ draft, submitterId, contributionId = null }: PublishCommunityContributionOptions): Promise<{ agentId: number; outcome: MergeOutcome }> {
  if (draft.priceCents !== 0 || (draft.pricingType !== 'free' && draft.pricingType !== 'freemium')) {
    throw new AppError('UNPROCESSABLE', 'Only free agents are listed in the catalogue.')
  }
  const names = draft.repoFullName ? await resolveRepositoryNames({ repoFullName: draft.repoFullName }) : null
  const externalId = contributionId === null ? `submitter/${submitterId}/${canonicalizeUrl(draft.link)}` : `contribution/${contributionId}`

  return mergeAgentDraft({
    draft: {
      ...draft,
      repoFullName: names?.current ?? draft.repoFullName,
      // Members grant us the right to show what they submit (terms of use); the agent keeps its own licence.
      provenance: [{ directory: COMMUNITY_PROVENANCE, licence: 'LicenseRef-contributor-grant', sourceUrl: draft.link, externalId }],
    },
    repoAliases: names?.aliases ?? [],
  })
}
