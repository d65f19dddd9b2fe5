import type { TFindAgentsQuery } from './find-agents.schemas.ts'
import type { TFreeAgentsResult } from './find-free-agents.schemas.ts'
import { queryCatalogue } from './query-catalogue.ts'

/** Free agents (priced at $0) with the same filters as findAgents, and how many each source has. */
export async function findFreeAgents(query: TFindAgentsQuery): Promise<TFreeAgentsResult> {
  const result = await queryCatalogue({
    query,
    scope: {
      name: 'free',
      accepts: (index, position) => index.priceCents[position] === 0,
    },
  })

  return { ...result, sources: result.facets.source }
}
