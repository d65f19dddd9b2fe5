import type { Category, Industry } from '../shared/taxonomy.ts'
import { isCategory, isIndustry } from '../shared/taxonomy.ts'
import { mergeAgentDraft, type AgentDraft } from '../catalogue/index.ts'
import { AppError } from '../shared/errors.ts'
import { withDeploymentFacts } from '../shared/derive-deployment-facts.ts'
import { agentIdentity } from './agent-identity.ts'
import { sourceForLink } from './source-for-link.ts'
import type { TCreateAgentRequest, TCreatedAgent } from './create-agent.schemas.ts'
import { findListedAgent } from './find-listed-agent.ts'
import { withAudit, type TAuditActor } from '../audit/index.ts'

export type CreateAgentDirectlyOptions = { fields: TCreateAgentRequest; actor?: TAuditActor }

/**
 * The spec's auto-add form, for admins: validates, refuses duplicates (409 with the existing
 * agent) and publishes at once, with no provenance ("added directly").
 */
export async function createAgentDirectly({ fields, actor }: CreateAgentDirectlyOptions): Promise<TCreatedAgent> {
  const listed = await findListedAgent({ name: fields.name, link: fields.link })
  if (listed) {
    throw new AppError('CONFLICT', `${listed.agentName} is already listed.`, { agentId: listed.agentId, agentUrl: listed.agentUrl, claimUrl: listed.claimUrl })
  }
  const category: Category = fields.category as Category | undefined ?? (isCategory(fields.useCase) ? fields.useCase : 'general')
  const industry: Industry = fields.industry as Industry | undefined ?? (isIndustry(fields.useCase) ? fields.useCase : 'general')
  const { repoFullName, modelId } = agentIdentity({ link: fields.link })
  const priceCents = Math.round(fields.price * 100)

  const draft: AgentDraft = {
    name: fields.name,
    description: fields.description,
    source: fields.source ?? sourceForLink(fields.link),
    industry,
    category,
    difficulty: fields.difficulty,
    tags: [...new Set(fields.tags.map((tag) => tag.toLowerCase()))],
    link: fields.link,
    repoFullName,
    modelId,
    builderProfile: fields.builder_profile ?? null,
    builderUrl: null,
    priceCents,
    pricingType: priceCents === 0 ? 'free' : 'paid',
    // Set from the finished draft below; a value the admin states wins and is locked against crawls.
    selfDeployable: null,
    deploymentComplexity: null,
    infrastructureNeeded: null,
    deploymentGuide: fields.deploymentGuide ?? null,
    stars: null,
    likes: null,
    downloads: null,
    language: null,
    licence: null,
    isArchived: false,
    provenance: [],
  }
  const isStated = fields.selfDeployable !== undefined && fields.selfDeployable !== null
  const derived = withDeploymentFacts(draft)
  const final: AgentDraft = isStated ? { ...derived, selfDeployable: fields.selfDeployable ?? null, lockedFields: ['selfDeployable'] } : derived
  const { agentId } = await withAudit(
    async () => {
      const merged = await mergeAgentDraft({ draft: final })
      // Someone listed it between the check and the insert: the draft merged into that agent (rolled back here).
      if (merged.outcome !== 'created') throw new AppError('CONFLICT', 'This agent is already listed.', { agentId: merged.agentId, agentUrl: `/agents/${merged.agentId}` })

      return merged
    },
    (created) => (actor ? { actor, action: 'agent.create', targetType: 'agent', targetId: created.agentId, targetLabel: fields.name, after: { name: fields.name, link: fields.link, industry, category, difficulty: fields.difficulty, priceCents } } : null),
  )

  return { message: 'Agent added successfully', agent: { id: agentId, url: `/agents/${agentId}` } }
}
