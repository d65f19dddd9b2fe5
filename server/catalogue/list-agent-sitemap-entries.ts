import { asc, count, eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agents } from '../../db/schema/index.ts'

export type TAgentSitemapEntry = { id: number; slug: string; updatedAt: string }

/** How many agent pages the sitemap lists (active agents only). */
export async function countAgentSitemapEntries(): Promise<number> {
  const [row] = await db.select({ total: count() }).from(agents).where(eq(agents.isActive, true))

  return row?.total ?? 0
}

/** One slice of the active agents' pages, in id order, for sitemap.xml or one of its parts. */
export async function listAgentSitemapEntries({ offset, limit }: { offset: number; limit: number }): Promise<TAgentSitemapEntry[]> {
  const rows = await db
    .select({ id: agents.id, slug: agents.slug, updatedAt: agents.updatedAt })
    .from(agents)
    .where(eq(agents.isActive, true))
    .orderBy(asc(agents.id))
    .offset(offset)
    .limit(limit)

  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }))
}
