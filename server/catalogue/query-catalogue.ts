import { sql, type SQL } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agents } from '../../db/schema/index.ts'
import { buildAgentConditions } from './agent-conditions.ts'
import { agentOrder } from './agent-order.ts'
import { AGENT_SUMMARY_COLUMNS } from './agent-summary-columns.ts'
import { cachedPerCatalogueVersion } from './cached-per-catalogue-version.ts'
import { correctSearch } from './correct-search.ts'
import { countAgentFacets } from './count-agent-facets.ts'
import { ZFindAgentsQuery, type TFindAgentsFilters, type TFindAgentsQuery, type TFindAgentsResult } from './find-agents.schemas.ts'
import { readCatalogueVersion } from './read-catalogue-version.ts'
import { searchCatalogue, type TSearchScope } from './search/search-catalogue.ts'

export type QueryCatalogueOptions = {
  query: TFindAgentsQuery
  /**
   * A named slice of the catalogue every result belongs to (the free agents): as SQL for lists,
   * and as a test over the search index's columns for searches.
   */
  scope?: { name: string; conditions: SQL[] } & Pick<TSearchScope, 'accepts'>
}

type TSearch = { match: SQL; rank: SQL; correctedSearch: string | null }

/** 'all': every word must match (websearch syntax: quotes, -exclusions, or). 'any': one word is enough. */
type SearchMode = 'all' | 'any'

/** Searches written with websearch operators mean exactly what they say: never broadened. */
const SEARCH_OPERATORS = /"|(^|\s)-\S|\sor\s/i

async function prepareSearch(search: string, version: string, mode: SearchMode): Promise<TSearch> {
  const corrected = await cachedPerCatalogueVersion({ version, key: `search:${search}`, load: () => correctSearch({ search }) })
  const query =
    mode === 'all'
      ? sql`websearch_to_tsquery('english', ${corrected.search})`
      : sql`replace(plainto_tsquery('english', ${corrected.search})::text, ' & ', ' | ')::tsquery`

  return {
    // Names also match by trigram similarity, which catches typos in product names ("autogtp").
    match: sql`(${agents.searchVector} @@ ${query} or ${corrected.search} <% ${agents.name})`,
    // ts_rank rewards documents matching more of the words, so broadened results stay sensible.
    rank: sql`(ts_rank(${agents.searchVector}, ${query}) + word_similarity(${corrected.search}, ${agents.name}))`,
    correctedSearch: corrected.isCorrected ? corrected.search : null,
  }
}

async function runQuery(
  filters: TFindAgentsFilters,
  scope: QueryCatalogueOptions['scope'],
  version: string,
  mode: SearchMode = 'all',
): Promise<TFindAgentsResult> {
  const search = filters.search ? await prepareSearch(filters.search, version, mode) : null
  const conditions = buildAgentConditions({ filters, scope: scope?.conditions, searchMatch: search?.match ?? null })
  const { limit, offset, sort: _sort, ...countedFilters } = filters

  // Every page and sort of the same filters shares one count.
  const counts = await cachedPerCatalogueVersion({
    version,
    key: `counts:${scope?.name ?? 'all'}:${mode}:${JSON.stringify(countedFilters)}`,
    load: () => countAgentFacets({ conditions }),
  })
  // No agent has every word ("invoice reminder"): show the ones with some of them, best first.
  const canBroaden = mode === 'all' && filters.search && !SEARCH_OPERATORS.test(filters.search) && /\S\s+\S/.test(filters.search)
  if (counts.total === 0 && canBroaden) return runQuery(filters, scope, version, 'any')

  const rows =
    counts.total === 0
      ? []
      : await db
          .select(AGENT_SUMMARY_COLUMNS)
          .from(agents)
          .where(conditions.all)
          .orderBy(...agentOrder({ sort: filters.sort, searchRank: search?.rank ?? null }))
          .limit(limit)
          .offset(offset)

  return {
    agents: rows,
    total: counts.total,
    facets: counts.facets,
    correctedSearch: search?.correctedSearch ?? null,
    searchMatched: search ? mode : null,
  }
}

/**
 * The one catalogue query behind findAgents and findFreeAgents: a page of agents plus the total
 * and facet counts. Lists read a page through the sort's index; searches rank every match; counts
 * scan every match. All of it is kept until the catalogue changes.
 */
export async function queryCatalogue({ query, scope }: QueryCatalogueOptions): Promise<TFindAgentsResult> {
  const filters = ZFindAgentsQuery.parse(query)
  const version = await readCatalogueVersion()

  return cachedPerCatalogueVersion({
    version,
    key: `page:${scope?.name ?? 'all'}:${JSON.stringify(filters)}`,
    load: () => (filters.search ? searchCatalogue({ filters: { ...filters, search: filters.search }, version, scope }) : runQuery(filters, scope, version)),
  })
}
