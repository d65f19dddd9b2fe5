import type { AgentDraft } from '../../server/catalogue/agent-draft.ts'

let sequence = 0

/** A valid, free draft; tests override what they are about. */
export function buildDraft(overrides: Partial<AgentDraft> = {}): AgentDraft {
  sequence += 1
  const name = overrides.name ?? `Test Agent ${sequence}`

  return {
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
    selfDeployable: true,
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
}
