import { cachedPerCatalogueVersion } from './cached-per-catalogue-version.ts'
import { ZFindAgentsQuery, type TFindAgentsQuery, type TFindAgentsResult } from './find-agents.schemas.ts'
import { listCatalogue } from './list-catalogue.ts'
import type { TCatalogueScope } from './mark-filter-failures.ts'
import { readCatalogueVersion } from './read-catalogue-version.ts'
import { searchCatalogue } from './search/search-catalogue.ts'

export type QueryCatalogueOptions = {
  query: TFindAgentsQuery
  /** A named slice of the catalogue every result belongs to (the free agents), as a test over the list index (lists and searches). */
  scope?: TCatalogueScope
}

/**
 * The one catalogue query behind findAgents and findFreeAgents: a page of agents plus the total
 * and facet counts, both from the in-process index (searches: decision 014; lists: decision 036).
 * A result is kept until the catalogue changes.
 */
export async function queryCatalogue({ query, scope }: QueryCatalogueOptions): Promise<TFindAgentsResult> {
  const filters = ZFindAgentsQuery.parse(query)
  const version = await readCatalogueVersion()

  return cachedPerCatalogueVersion({
    version,
    key: `page:${scope?.name ?? 'all'}:${JSON.stringify(filters)}`,
    load: () =>
      filters.search ? searchCatalogue({ filters: { ...filters, search: filters.search }, version, scope }) : listCatalogue({ filters, version, scope }),
  })
}
