import { inArray, sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agents } from '../../db/schema/index.ts'
import type { Category, Industry } from '../shared/taxonomy.ts'
import { AppError } from '../shared/errors.ts'

export type ReclassifyAgentsOptions = { agentIds: number[]; industry?: Industry; category?: Category }

export type TReclassifiedAgent = { agentId: number; name: string; before: { industry: string; category: string }; after: { industry: string; category: string } }

/**
 * Files one or many agents under another industry and/or category in one transaction, locking
 * the fields that change so the crawler's classifier never files them back. Unknown ids: NOT_FOUND,
 * nothing changed.
 */
export async function reclassifyAgents({ agentIds, industry, category }: ReclassifyAgentsOptions): Promise<TReclassifiedAgent[]> {
  if (!industry && !category) throw new AppError('BAD_REQUEST', 'Choose an industry or a category.')
  const ids = [...new Set(agentIds)]

  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: agents.id, name: agents.name, industry: agents.industry, category: agents.category, lockedFields: agents.lockedFields })
      .from(agents)
      .where(inArray(agents.id, ids))
      .orderBy(agents.id)
      .for('update')
    const missing = ids.filter((id) => !rows.some((row) => row.id === id))
    if (missing.length) throw new AppError('NOT_FOUND', `No agent has id ${missing.join(', ')}.`)

    const changed: TReclassifiedAgent[] = []
    for (const row of rows) {
      const after = { industry: industry ?? row.industry, category: category ?? row.category }
      const fields = (['industry', 'category'] as const).filter((field) => after[field] !== row[field])
      if (!fields.length) continue
      const lockedFields = [...new Set([...row.lockedFields, ...fields])]
      await tx
        .update(agents)
        .set({ ...after, lockedFields, updatedAt: sql`now()` })
        .where(inArray(agents.id, [row.id]))
      changed.push({ agentId: row.id, name: row.name, before: { industry: row.industry, category: row.category }, after })
    }

    return changed
  })
}
