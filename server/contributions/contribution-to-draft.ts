import type { Category, Difficulty, Industry } from '../shared/taxonomy.ts'
import type { AgentDraft } from '../catalogue/index.ts'
import { withDeploymentFacts } from '../shared/derive-deployment-facts.ts'
import { agentIdentity } from './agent-identity.ts'
import { sourceForLink } from './source-for-link.ts'
import type { ContributionRow } from './to-contribution.ts'

export type ContributionToDraftOptions = {
  contribution: ContributionRow
  /** The crawler's draft of the same repository or model, when the source answered. */
  sourceDraft: AgentDraft | null
}

const MAX_CATALOGUE_TAGS = 8


/**
 * The approved contribution as a catalogue draft: the member's (and admin's) words and choices,
 * with the facts only the source can state (stars, licence, builder, archived) from the crawler's
 * fresh look-up. Pure.
 */
export function contributionToDraft({ contribution, sourceDraft }: ContributionToDraftOptions): Omit<AgentDraft, 'provenance'> {
  const { repoFullName, modelId } = agentIdentity({ link: contribution.agentLink, githubRepo: contribution.githubRepo })
  const metadata = contribution.metadata
  const tags = [...new Set(contribution.tags.map((tag) => tag.toLowerCase()))].slice(0, MAX_CATALOGUE_TAGS)

  return withDeploymentFacts({
    name: contribution.agentName,
    description: contribution.agentDescription,
    source: sourceDraft?.source ?? sourceForLink(contribution.agentLink),
    industry: contribution.industry as Industry,
    category: contribution.useCase as Category,
    difficulty: contribution.difficulty as Difficulty,
    tags,
    link: contribution.agentLink,
    repoFullName: sourceDraft?.repoFullName ?? repoFullName,
    modelId: sourceDraft?.modelId ?? modelId,
    builderProfile: sourceDraft?.builderProfile ?? null,
    builderUrl: sourceDraft?.builderUrl ?? null,
    priceCents: 0,
    pricingType: 'free',
    // Set from the finished draft by withDeploymentFacts.
    selfDeployable: null,
    deploymentComplexity: null,
    infrastructureNeeded: null,
    deploymentGuide: contribution.deploymentGuide,
    stars: sourceDraft?.stars ?? metadata.stars ?? null,
    likes: sourceDraft?.likes ?? metadata.likes ?? null,
    downloads: sourceDraft?.downloads ?? null,
    language: sourceDraft?.language ?? metadata.language ?? null,
    licence: sourceDraft?.licence ?? metadata.licence ?? null,
    isArchived: sourceDraft?.isArchived ?? false,
  })
}
