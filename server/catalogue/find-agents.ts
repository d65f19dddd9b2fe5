import type { TFindAgentsQuery, TFindAgentsResult } from './find-agents.schemas.ts'
import { queryCatalogue } from './query-catalogue.ts'

/**
 * Browse and search the active catalogue: filters, sort, a page of agents, the total and facet
 * counts. Throws a ZodError (a 400 at the API) for unknown or malformed parameters.
 */
export async function findAgents(query: TFindAgentsQuery): Promise<TFindAgentsResult> {
  return queryCatalogue({ query })
}
