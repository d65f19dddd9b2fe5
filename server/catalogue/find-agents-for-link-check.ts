import { and, isNotNull, isNull, sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agents } from '../../db/schema/index.ts'

export type FindAgentsForLinkCheckOptions = {
  /** repository: GitHub repositories; model: Hugging Face ids; website: every other link. */
  identity: 'repository' | 'model' | 'website'
  limit: number
}

export type LinkCheckCandidate = { id: number; link: string; repoFullName: string | null; modelId: string | null }

/** Agents whose link was checked longest ago (never checked first), for the crawler's link health. */
export async function findAgentsForLinkCheck({ identity, limit }: FindAgentsForLinkCheckOptions): Promise<LinkCheckCandidate[]> {
  if (limit <= 0) return []
  const where =
    identity === 'repository'
      ? isNotNull(agents.repoFullName)
      : identity === 'model'
        ? isNotNull(agents.modelId)
        : and(isNull(agents.repoFullName), isNull(agents.modelId))

  return db
    .select({ id: agents.id, link: agents.link, repoFullName: agents.repoFullName, modelId: agents.modelId })
    .from(agents)
    .where(where)
    .orderBy(sql`${agents.linkCheckedAt} asc nulls first`, agents.id)
    .limit(limit)
}
