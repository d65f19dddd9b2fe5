import { faker } from '@faker-js/faker'
import type { AgentDraft } from '../../../server/catalogue/agent-draft.ts'
import { storedDeploymentFacts } from '../../../server/shared/derive-deployment-facts.ts'

let sequence = 0

const DEPLOYMENT_FACTS = ['selfDeployable', 'deploymentComplexity', 'infrastructureNeeded'] as const

/**
 * The one builder of test agents' drafts: valid and free, with neutral Latin text, so searches in
 * tests only find the words a test put there; tests override what they are about. Its deployment
 * facts are the ones its link and language give (as the crawler stores them; a web page says
 * "unknown"), unless the test states them. No database here: the crawler's and the catalogue's
 * pure tests build drafts too (factories/agents.ts stores them).
 */
export function buildAgentDraft(overrides: Partial<AgentDraft> = {}): AgentDraft {
  sequence += 1
  const key = `${sequence}-${faker.string.alphanumeric(8).toLowerCase()}`
  const stated = Object.fromEntries(DEPLOYMENT_FACTS.filter((field) => field in overrides).map((field) => [field, overrides[field]]))
  const draft: AgentDraft = {
    name: `${faker.lorem.words(2)} ${key}`,
    description: faker.lorem.sentence({ min: 12, max: 18 }),
    source: 'github',
    industry: 'general',
    category: 'general',
    difficulty: 'intermediate',
    tags: [],
    link: `https://example.org/agents/${key}`,
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
    provenance: [{ directory: 'test/fixtures', licence: 'MIT', sourceUrl: `https://example.org/list#${key}`, externalId: key }],
    ...overrides,
  }

  return { ...draft, ...storedDeploymentFacts(draft), ...stated }
}
