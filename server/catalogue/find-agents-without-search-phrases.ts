import { and, desc, eq, lt } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agents } from '../../db/schema/index.ts'
import { searchPhrasesAreOpen } from './search-phrases-are-open.ts'

export type FindAgentsWithoutSearchPhrasesOptions = {
  limit: number
  /** Only agents with a lower id: where the previous batch stopped, for going through them all. */
  belowAgentId?: number
}

export type TAgentWithoutSearchPhrases = { id: number; name: string; description: string; tags: string[]; industry: string; category: string }

/**
 * Active agents with no search phrases, newest first: a crawl's new agents come before older
 * ones. What a model needs to write phrases for them: the public listing's words.
 */
export async function findAgentsWithoutSearchPhrases({ limit, belowAgentId }: FindAgentsWithoutSearchPhrasesOptions): Promise<TAgentWithoutSearchPhrases[]> {
  if (limit <= 0) return []

  return db
    .select({ id: agents.id, name: agents.name, description: agents.description, tags: agents.tags, industry: agents.industry, category: agents.category })
    .from(agents)
    .where(and(eq(agents.isActive, true), searchPhrasesAreOpen, belowAgentId === undefined ? undefined : lt(agents.id, belowAgentId)))
    .orderBy(desc(agents.id))
    .limit(limit)
}
