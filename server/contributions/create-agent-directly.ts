import type { Category, Industry } from '../shared/taxonomy.ts'
import { isCategory, isIndustry } from '../shared/taxonomy.ts'
import { mergeAgentDraft } from '../catalogue/index.ts'
import { AppError } from '../shared/errors.ts'
import { agentIdentity } from './agent-identity.ts'
import { sourceForLink } from './source-for-link.ts'
import type { TCreateAgentRequest, TCreatedAgent } from './create-agent.schemas.ts'
import { findListedAgent } from './find-listed-agent.ts'
import { recordAuditEvent, type TAuditActor } from '../audit/index.ts'

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

  const { agentId, outcome } = await mergeAgentDraft({
    draft: {
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
      selfDeployable: fields.selfDeployable,
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
    },
  })

  // Someone listed it between the check and the insert: the draft merged into that agent.
  if (outcome !== 'created') throw new AppError('CONFLICT', 'This agent is already listed.', { agentId, agentUrl: `/agents/${agentId}` })

  if (actor) {
    await recordAuditEvent({ actor, action: 'agent.create', targetType: 'agent', targetId: agentId, targetLabel: fields.name, after: { name: fields.name, link: fields.link, industry, category, difficulty: fields.difficulty, priceCents } })
  }

  return { message: 'Agent added successfully', agent: { id: agentId, url: `/agents/${agentId}` } }
}
