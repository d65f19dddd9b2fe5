import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agents } from '../../db/schema/index.ts'
import { IS_CURRENTLY_PREMIUM } from './agent-conditions.ts'

export const ADMIN_AGENT_VISIBILITIES = ['all', 'live', 'hidden'] as const
export type TAdminAgentVisibility = (typeof ADMIN_AGENT_VISIBILITIES)[number]

export type FindAgentsForAdminOptions = {
  /** Matches the name or the description, any case. */
  search?: string
  visibility?: TAdminAgentVisibility
  premium?: boolean
  industry?: string
  category?: string
  page?: number
  limit?: number
}

export type TAdminAgentRow = {
  id: number
  name: string
  description: string
  source: string
  link: string
  industry: string
  category: string
  difficulty: string
  tags: string[]
  isActive: boolean
  isPremium: boolean
  premiumUntil: string | null
  premiumTier: string | null
  mergedIntoAgentId: number | null
  lockedFields: string[]
}

export type TAdminAgentPage = { agents: TAdminAgentRow[]; total: number; page: number; limit: number }

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`)
}

/**
 * The admin's view of the catalogue: hidden and merged records too, with their premium state and
 * locked fields, newest first. Name and description match with ILIKE (the spec's admin search).
 */
export async function findAgentsForAdmin({ search, visibility = 'all', premium, industry, category, page = 1, limit = 25 }: FindAgentsForAdminOptions): Promise<TAdminAgentPage> {
  const conditions: SQL[] = []
  if (search) {
    const pattern = `%${escapeLike(search)}%`
    conditions.push(or(ilike(agents.name, pattern), ilike(agents.description, pattern))!)
  }
  if (visibility === 'live') conditions.push(eq(agents.isActive, true))
  if (visibility === 'hidden') conditions.push(eq(agents.isActive, false))
  if (premium !== undefined) conditions.push(premium ? IS_CURRENTLY_PREMIUM : sql`not ${IS_CURRENTLY_PREMIUM}`)
  if (industry) conditions.push(eq(agents.industry, industry))
  if (category) conditions.push(eq(agents.category, category))
  const where = conditions.length ? and(...conditions) : undefined

  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: agents.id,
        name: agents.name,
        description: agents.description,
        source: agents.source,
        link: agents.link,
        industry: agents.industry,
        category: agents.category,
        difficulty: agents.difficulty,
        tags: agents.tags,
        isActive: agents.isActive,
        isPremium: sql<boolean>`${IS_CURRENTLY_PREMIUM}`,
        premiumUntil: agents.premiumUntil,
        premiumTier: agents.premiumTier,
        mergedIntoAgentId: agents.mergedIntoAgentId,
        lockedFields: agents.lockedFields,
      })
      .from(agents)
      .where(where)
      .orderBy(sql`${agents.id} desc`)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(agents).where(where),
  ])

  return {
    agents: rows.map((row) => ({ ...row, isPremium: Boolean(row.isPremium), premiumUntil: row.premiumUntil?.toISOString() ?? null })),
    total: totals?.total ?? 0,
    page,
    limit,
  }
}
