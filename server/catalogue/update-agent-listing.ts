import { eq, sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agents } from '../../db/schema/index.ts'
import type { Category, DeploymentComplexity, Difficulty, Industry, Infrastructure } from '../shared/taxonomy.ts'
import { AppError } from '../shared/errors.ts'
import { canonicalizeUrl } from './canonical-url.ts'
import { isUniqueViolation } from '../shared/is-unique-violation.ts'

/** The fields an owner (or an admin) may edit on a listing. */
export type TAgentListingChanges = Partial<{
  name: string
  description: string
  link: string
  industry: Industry
  category: Category
  difficulty: Difficulty
  tags: string[]
  /** How people would ask for the agent (normalised by ZSearchPhrases); search reads them, no page shows them. */
  searchPhrases: string[]
  deploymentGuide: string | null
  selfDeployable: boolean | null
  deploymentComplexity: DeploymentComplexity | null
  infrastructureNeeded: Infrastructure | null
  // Admins only (owners' forms never send these): the rest of what curation corrects.
  source: string
  apiEndpoint: string | null
  builderProfile: string | null
  priceCents: number
  pricingType: string
}>

export type UpdateAgentListingOptions = { agentId: number; changes: TAgentListingChanges }

export type TUpdatedAgentListing = {
  agentId: number
  slug: string
  name: string
  changedFields: string[]
  lockedFields: string[]
  /** The changed fields' values before and after, for the audit log. */
  before: Record<string, unknown>
  after: Record<string, unknown>
}

function isSame(current: unknown, next: unknown): boolean {
  return JSON.stringify(current ?? null) === JSON.stringify(next ?? null)
}

/**
 * Writes a person's edits to a listing and locks every field that changed, so no crawl or merge
 * ever overwrites it (planAgentMerge skips locked fields). A new link must not be another
 * listing's: CONFLICT.
 */
export async function updateAgentListing({ agentId, changes }: UpdateAgentListingOptions): Promise<TUpdatedAgentListing> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(agents).where(eq(agents.id, agentId)).for('update')
    if (!current || !current.isActive) throw new AppError('NOT_FOUND', 'Agent not found')

    const changed = Object.entries(changes).filter(([field, value]) => value !== undefined && !isSame(current[field as keyof typeof current], value))
    const changedFields = changed.map(([field]) => field)
    const lockedFields = [...new Set([...current.lockedFields, ...changedFields])]
    const values = Object.fromEntries(changed) as TAgentListingChanges
    const before = Object.fromEntries(changedFields.map((field) => [field, current[field as keyof typeof current] ?? null]))
    const unchanged = { agentId, slug: current.slug, name: current.name, changedFields, lockedFields, before, after: values }
    if (!changedFields.length) return unchanged

    const canonicalUrl = values.link === undefined ? undefined : canonicalizeUrl(values.link)
    try {
      await tx
        .update(agents)
        .set({ ...values, ...(canonicalUrl ? { canonicalUrl } : {}), lockedFields, updatedAt: sql`now()` })
        .where(eq(agents.id, agentId))
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'Another listing already uses this link.')
      throw error
    }

    return { ...unchanged, name: values.name ?? current.name }
  })
}
