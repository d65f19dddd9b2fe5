import { inArray, sql } from 'drizzle-orm'
import { databaseHandle, db, isInTransaction, type DatabaseHandle } from '../../db/client.ts'
import { agents as agentsTable } from '../../db/schema/index.ts'
import { AGENT_SUMMARY_COLUMNS } from './agent-summary-columns.ts'
import { facetValuePositions } from './facet-value-positions.ts'
import { FACET_NAMES, type TAgentFacets, type TAgentSummary, type TFacetName, type TFindAgentsFilters, type TFindAgentsResult } from './find-agents.schemas.ts'
import { facetEntries, markFilterFailures, onlyFailedFacet, OUTSIDE, type TCatalogueScope } from './mark-filter-failures.ts'
import { loadSortOrder } from './indexed-sort-order.ts'
import { loadListIndex } from './load-list-index.ts'
import type { TListIndex } from './build-list-index.ts'

export type ListCatalogueOptions = {
  filters: TFindAgentsFilters
  version: string
  scope?: TCatalogueScope
}

const summariesByDatabase = new WeakMap<DatabaseHandle, ReturnType<typeof prepareSummaries>>()

function prepareSummaries(handle: DatabaseHandle) {
  return handle.db
    .select(AGENT_SUMMARY_COLUMNS)
    .from(agentsTable)
    .where(sql`${agentsTable.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('list_catalogue_summaries')
}

/**
 * The page's rows by id. A prepared statement: at 24 rows, building and parsing the query cost
 * more than running it (about a third of the time on PGlite). Inside a transaction, through it.
 */
function readSummaries(ids: number[]): Promise<TAgentSummary[]> {
  if (isInTransaction()) return db.select(AGENT_SUMMARY_COLUMNS).from(agentsTable).where(inArray(agentsTable.id, ids))
  const handle = databaseHandle()
  let prepared = summariesByDatabase.get(handle)
  if (!prepared) summariesByDatabase.set(handle, (prepared = prepareSummaries(handle)))

  return prepared.execute({ ids })
}

/** Counts one agent: 1 toward the total when it passes every filter (and its facets), else toward the one facet it fails alone. */
function countAgent(position: number, failed: Uint8Array, codes: Uint16Array[], counts: Int32Array[]): number {
  const failures = failed[position]!
  if (failures === 0) {
    for (let facet = 0; facet < codes.length; facet++) counts[facet]![codes[facet]![position]!]!++

    return 1
  }
  const facet = onlyFailedFacet(failures)
  if (facet !== -1) counts[facet]![codes[facet]![position]!]!++

  return 0
}

/** Where the counted agents are, when two facets are filtered: see countMatches. */
type TCandidates = { first: Int32Array; second: Int32Array; firstCodes: Uint16Array; firstCode: number }

/**
 * With two facets (or more) filtered on a value, an agent that counts fails one of them at most,
 * so it holds the wanted value of the first or of the second: the positions of the two rarest
 * wanted values hold every counted agent (industry + difficulty: ~40% of the catalogue, not all).
 */
function countedCandidates(index: TListIndex, wanted: Map<TFacetName, number>): TCandidates | null {
  if (wanted.size < 2) return null
  const narrowest = [...wanted]
    .map(([facet, code]) => ({ facet, code, positions: code === -1 ? new Int32Array(0) : facetValuePositions(index, facet, code) }))
    .sort((left, right) => left.positions.length - right.positions.length)
  const [first, second] = narrowest as [(typeof narrowest)[number], (typeof narrowest)[number]]

  return { first: first.positions, second: second.positions, firstCodes: index.facets[first.facet].codes, firstCode: first.code }
}

/**
 * The total and each facet's counts of the agents that pass the filters (`failed` is 0). A facet
 * counts the agents that pass every filter but its own (what choosing another value gives): those
 * whose only failure is that facet's bit. One pass over the catalogue, or over the candidates
 * only: most agents of a filtered list fail, and they cost one read each (decision 043).
 */
function countMatches(index: TListIndex, failed: Uint8Array, candidates: TCandidates | null): { total: number; facets: TAgentFacets } {
  const codes = FACET_NAMES.map((facet) => index.facets[facet].codes)
  const counts = FACET_NAMES.map((facet) => new Int32Array(index.facets[facet].values.length))
  let total = 0
  // An agent failing a filter outside the facets counts nowhere: skipped before the call (most of
  // a list filtered on price or rating; calling for each was ~10% of such a list's CPU).
  if (!candidates) {
    for (let position = 0; position < index.size; position++) if (failed[position]! < OUTSIDE) total += countAgent(position, failed, codes, counts)
  } else {
    const { first, second, firstCodes, firstCode } = candidates
    for (let entry = 0; entry < first.length; entry++) if (failed[first[entry]!]! < OUTSIDE) total += countAgent(first[entry]!, failed, codes, counts)
    // Those of the second already counted with the first are skipped.
    for (let entry = 0; entry < second.length; entry++) {
      const position = second[entry]!
      if (failed[position]! < OUTSIDE && firstCodes[position] !== firstCode) total += countAgent(position, failed, codes, counts)
    }
  }

  return { total, facets: facetEntries(index, counts) }
}

const wholeCatalogueCounts = new WeakMap<TListIndex, ReturnType<typeof countMatches>>()

function cachedWholeCatalogueCounts(index: TListIndex, failed: Uint8Array) {
  let counts = wholeCatalogueCounts.get(index)
  if (!counts) wholeCatalogueCounts.set(index, (counts = countMatches(index, failed, null)))

  return counts
}

/**
 * A list of the catalogue without a search, answered from the in-process list index (decision 036):
 * one pass over its columns applies the filters and counts the total and every facet exactly;
 * the page is the first matches in the sort's order (read from the database once per catalogue
 * version); only the page's rows are read per request, by primary key.
 */
export async function listCatalogue({ filters, version, scope }: ListCatalogueOptions): Promise<TFindAgentsResult> {
  const index = await loadListIndex(version)
  const order = await loadSortOrder(index, filters.sort)
  const { failed, isFiltered, wanted } = markFilterFailures({ filters, index, now: Date.now(), scope })

  // Without filters every list of the version has the same counts: worked out once per index.
  const { total, facets } = isFiltered ? countMatches(index, failed, countedCandidates(index, wanted)) : cachedWholeCatalogueCounts(index, failed)

  const pageIds: number[] = []
  let skipped = 0
  for (let entry = 0; entry < order.length && pageIds.length < filters.limit; entry++) {
    const position = order[entry]!
    if (failed[position] !== 0) continue
    if (skipped < filters.offset) skipped++
    else pageIds.push(index.id[position]!)
  }
  // `failed` is shared scratch: nothing above may await, and nothing below reads it.
  const rows = pageIds.length === 0 ? [] : await readSummaries(pageIds)
  const byId = new Map(rows.map((row) => [row.id, row]))

  return {
    agents: pageIds.flatMap((id) => byId.get(id) ?? []),
    total,
    facets,
    correctedSearch: null,
    searchMatched: null,
  }
}
