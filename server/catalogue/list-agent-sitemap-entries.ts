import { asc, eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agents } from '../../db/schema/index.ts'

export type TAgentSitemapEntry = { id: number; slug: string; updatedAt: string }

/** Every active agent's page, for sitemap.xml. */
export async function listAgentSitemapEntries(): Promise<TAgentSitemapEntry[]> {
  const rows = await db
    .select({ id: agents.id, slug: agents.slug, updatedAt: agents.updatedAt })
    .from(agents)
    .where(eq(agents.isActive, true))
    .orderBy(asc(agents.id))

  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }))
}
