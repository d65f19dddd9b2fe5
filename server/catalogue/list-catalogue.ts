import { inArray } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agents as agentsTable } from '../../db/schema/index.ts'
import { AGENT_SUMMARY_COLUMNS } from './agent-summary-columns.ts'
import { FACET_NAMES, type TAgentFacets, type TFindAgentsFilters, type TFindAgentsResult } from './find-agents.schemas.ts'
import { indexedFilterChecks } from './indexed-filters.ts'
import { loadSortOrder } from './indexed-sort-order.ts'
import { loadListIndex } from './load-list-index.ts'
import type { TListIndex } from './build-list-index.ts'

/** A slice of the catalogue every listed agent belongs to (the free agents), as a test over the list index. */
export type TListScope = { name: string; accepts: (index: TListIndex, position: number) => boolean }

export type ListCatalogueOptions = {
  filters: TFindAgentsFilters
  version: string
  scope?: TListScope
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
  const { size } = index
  const checks = indexedFilterChecks(filters, index, Date.now())
  const checkFacets = checks.map((check) => (check.facet === null ? -1 : FACET_NAMES.indexOf(check.facet)))
  const codes = FACET_NAMES.map((facet) => index.facets[facet].codes)
  const counts = FACET_NAMES.map((facet) => new Int32Array(index.facets[facet].values.length))

  const matches = new Uint8Array(size)
  let total = 0
  for (let position = 0; position < size; position++) {
    if (scope && !scope.accepts(index, position)) continue
    // Which facet's filters it fails: -1 none, -2 a non-facet filter or two facets (not counted).
    let failedFacet = -1
    for (let check = 0; check < checks.length && failedFacet !== -2; check++) {
      if (checks[check]!.passes(position)) continue
      const facet = checkFacets[check]!
      failedFacet = facet === -1 || (failedFacet !== -1 && failedFacet !== facet) ? -2 : facet
    }
    if (failedFacet === -1) {
      matches[position] = 1
      total++
      for (let facet = 0; facet < codes.length; facet++) counts[facet]![codes[facet]![position]!]!++
    } else if (failedFacet >= 0) {
      // Fails only this facet's own filter: still counts toward the facet's other values.
      counts[failedFacet]![codes[failedFacet]![position]!]!++
    }
  }

  const facets = Object.fromEntries(
    FACET_NAMES.map((facet, facetNumber) => [
      facet,
      index.facets[facet].values
        .map((value, code) => ({ value, count: counts[facetNumber]![code]! }))
        .filter((entry) => entry.count > 0)
        .sort((left, right) => right.count - left.count || left.value.localeCompare(right.value)),
    ]),
  ) as TAgentFacets

  const pageIds: number[] = []
  let skipped = 0
  for (let entry = 0; entry < order.length && pageIds.length < filters.limit; entry++) {
    const position = order[entry]!
    if (!matches[position]) continue
    if (skipped < filters.offset) skipped++
    else pageIds.push(index.id[position]!)
  }
  const rows = pageIds.length === 0 ? [] : await db.select(AGENT_SUMMARY_COLUMNS).from(agentsTable).where(inArray(agentsTable.id, pageIds))
  const byId = new Map(rows.map((row) => [row.id, row]))

  return {
    agents: pageIds.flatMap((id) => byId.get(id) ?? []),
    total,
    facets,
    correctedSearch: null,
    searchMatched: null,
  }
}
