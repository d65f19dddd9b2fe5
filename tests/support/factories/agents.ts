import { eq, inArray } from 'drizzle-orm'
import { db } from '../../../db/client.ts'
import { agents } from '../../../db/schema/index.ts'
import type { AgentDraft } from '../../../server/catalogue/agent-draft.ts'
import { canonicalizeUrl } from '../../../server/catalogue/canonical-url.ts'
import { insertAgents } from '../../../server/catalogue/insert-agents.ts'
import { buildAgentDraft } from './agent-draft.ts'

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
