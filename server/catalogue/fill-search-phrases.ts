import { and, eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agents } from '../../db/schema/index.ts'
import { searchPhrasesAreOpen } from './search-phrases-are-open.ts'

export type FillSearchPhrasesOptions = { agentId: number; phrases: string[] }

/**
 * Stores written search phrases for an agent that still has none; false when it has some by now
 * (a person set them while the model was writing) or they are locked. The write moves the catalogue
 * version (the agents triggers), so the search index is rebuilt with them. updated_at stays: the
 * phrases are not shown, so the listing a visitor sees has not changed.
 */
export async function fillSearchPhrases({ agentId, phrases }: FillSearchPhrasesOptions): Promise<boolean> {
  const updated = await db
    .update(agents)
    .set({ searchPhrases: phrases })
    .where(and(eq(agents.id, agentId), searchPhrasesAreOpen))
    .returning({ id: agents.id })

  return updated.length > 0
}
