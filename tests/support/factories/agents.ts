import { faker } from '@faker-js/faker'
import { eq, inArray } from 'drizzle-orm'
import { db } from '../../../db/client.ts'
import { agents } from '../../../db/schema/index.ts'
import type { AgentDraft } from '../../../server/catalogue/agent-draft.ts'
import { canonicalizeUrl } from '../../../server/catalogue/canonical-url.ts'
import { insertAgents } from '../../../server/catalogue/insert-agents.ts'
import { storedDeploymentFacts } from '../../../server/shared/derive-deployment-facts.ts'

type AgentRow = typeof agents.$inferInsert

/** Columns a draft does not carry: ratings, premium placement, link health, activity, age. */
type StoredOnlyFields = Pick<
  AgentRow,
  | 'averageRating'
  | 'totalRatings'
  | 'isPremium'
  | 'premiumUntil'
  | 'priorityScore'
  | 'isActive'
  | 'linkStatus'
  | 'createdAt'
  | 'updatedAt'
  | 'apiSource'
  | 'apiEndpoint'
>

export type AgentOverrides = Partial<AgentDraft> & Partial<StoredOnlyFields>

export type CreatedAgent = { id: number; slug: string; name: string; link: string }

let sequence = 0

const DEPLOYMENT_FACTS = ['selfDeployable', 'deploymentComplexity', 'infrastructureNeeded'] as const

/**
 * A valid draft with neutral Latin text, so searches in tests only find the words a test put there.
 * Its deployment facts are the ones its link and language give (as the crawler stores them; a web
 * page says "unknown"), unless the test states them.
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
    provenance: [
      { directory: 'test/fixtures', licence: 'MIT', sourceUrl: `https://example.org/list#${key}`, externalId: key },
    ],
    ...overrides,
  }

  return { ...draft, ...storedDeploymentFacts(draft), ...stated }
}

/**
 * Inserts agents through the catalogue's own insertAgents (one batch, so equal names get distinct
 * slugs), then sets the columns only ratings, payments or link checks would set.
 */
export async function createAgents(list: AgentOverrides[]): Promise<CreatedAgent[]> {
  const drafts = list.map((overrides) => {
    const draftOverrides = Object.fromEntries(Object.entries(overrides).filter(([key]) => !STORED_ONLY_KEYS.has(key)))

    return buildAgentDraft(draftOverrides as Partial<AgentDraft>)
  })
  await insertAgents({ drafts })

  const canonicalUrls = drafts.map((draft) => canonicalizeUrl(draft.link))
  const rows = await db
    .select({ id: agents.id, slug: agents.slug, name: agents.name, link: agents.link, canonicalUrl: agents.canonicalUrl })
    .from(agents)
    .where(inArray(agents.canonicalUrl, canonicalUrls))
  const byUrl = new Map(rows.map((row) => [row.canonicalUrl, row]))

  const created: CreatedAgent[] = []
  for (const [position, overrides] of list.entries()) {
    const row = byUrl.get(canonicalUrls[position]!)!
    const storedOnly = Object.fromEntries(Object.entries(overrides).filter(([key]) => STORED_ONLY_KEYS.has(key)))
    if (Object.keys(storedOnly).length > 0) await db.update(agents).set(storedOnly).where(eq(agents.id, row.id))
    created.push({ id: row.id, slug: row.slug, name: row.name, link: row.link })
  }

  return created
}

export async function createAgent(overrides: AgentOverrides = {}): Promise<CreatedAgent> {
  const [created] = await createAgents([overrides])

  return created!
}

const STORED_ONLY_KEYS = new Set<string>([
  'averageRating',
  'totalRatings',
  'isPremium',
  'premiumUntil',
  'priorityScore',
  'isActive',
  'linkStatus',
  'createdAt',
  'updatedAt',
  'apiSource',
  'apiEndpoint',
] satisfies (keyof StoredOnlyFields)[])
