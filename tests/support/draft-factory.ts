import type { AgentDraft } from '../../server/catalogue/agent-draft.ts'
import { storedDeploymentFacts } from '../../server/shared/derive-deployment-facts.ts'

let sequence = 0

const DEPLOYMENT_FACTS = ['selfDeployable', 'deploymentComplexity', 'infrastructureNeeded'] as const

/**
 * A valid, free draft; tests override what they are about. Its deployment facts are the ones its
 * link and language give, as the crawler stores them, unless the test states them.
 */
export function buildDraft(overrides: Partial<AgentDraft> = {}): AgentDraft {
  sequence += 1
  const name = overrides.name ?? `Test Agent ${sequence}`
  const stated = Object.fromEntries(DEPLOYMENT_FACTS.filter((field) => field in overrides).map((field) => [field, overrides[field]]))
  const draft: AgentDraft = {
    name,
    description: `${name} answers questions from a small business's own documents and drafts replies for review.`,
    source: 'github',
    industry: 'general',
    category: 'assistant',
    difficulty: 'intermediate',
    tags: ['assistant'],
    link: `https://example-${sequence}.test/${sequence}`,
    repoFullName: null,
    modelId: null,
    builderProfile: null,
    builderUrl: null,
    priceCents: 0,
    pricingType: 'free',
    selfDeployable: null,
    deploymentComplexity: null,
    infrastructureNeeded: null,
    deploymentGuide: null,
    stars: null,
    likes: null,
    downloads: null,
    language: null,
    licence: null,
    isArchived: false,
    provenance: [{ directory: 'test/directory', licence: 'MIT', sourceUrl: 'https://github.com/test/directory', externalId: `entry-${sequence}` }],
    ...overrides,
  }

  return { ...draft, ...storedDeploymentFacts(draft), ...stated }
}
