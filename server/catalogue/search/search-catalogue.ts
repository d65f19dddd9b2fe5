import type { TListIndex } from '../build-list-index.ts'
import { FACET_NAMES, type TFindAgentsFilters, type TFindAgentsResult } from '../find-agents.schemas.ts'
import { facetEntries, markFilterFailures, onlyFailedFacet, type TCatalogueScope } from '../mark-filter-failures.ts'
import type { TIndexedAgents } from './search-index-shape.ts'
import { loadSearchIndex } from './load-search-index.ts'
import { parseSearchQuery } from './parse-search-query.ts'
import { rankSearchMatches, type TRankedMatches } from './rank-search-matches.ts'
import { pageRowsFromIndex } from './page-rows-from-index.ts'
import { selectBest, selectBestByScore } from './select-best.ts'

export type SearchCatalogueOptions = {
  filters: TFindAgentsFilters & { search: string }
  version: string
  scope?: TCatalogueScope
}

const descending = (left: number, right: number) => (Number.isNaN(left) ? (Number.isNaN(right) ? 0 : 1) : Number.isNaN(right) ? -1 : right - left)

/** The SQL orders of agent-order.ts, with the search score first for relevance. */
function comparator(sort: TFindAgentsFilters['sort'], agents: TIndexedAgents, { averageRating, isDemoted }: TListIndex, scores: Float64Array) {
  const byId = (left: number, right: number) => agents.id[left]! - agents.id[right]!
  switch (sort) {
    case 'rating':
      return (l: number, r: number) => descending(averageRating[l]!, averageRating[r]!) || agents.totalRatings[r]! - agents.totalRatings[l]! || byId(l, r)
    case 'newest':
      return (l: number, r: number) => descending(agents.createdAt[l]!, agents.createdAt[r]!) || byId(l, r)
    case 'reviews':
      return (l: number, r: number) => agents.totalRatings[r]! - agents.totalRatings[l]! || descending(averageRating[l]!, averageRating[r]!) || byId(l, r)
    case 'popularity':
      return (l: number, r: number) => descending(agents.popularity[l]!, agents.popularity[r]!) || byId(l, r)
    default:
      return (l: number, r: number) =>
        scores[r]! - scores[l]! ||
        agents.priorityScore[r]! - agents.priorityScore[l]! ||
        isDemoted[l]! - isDemoted[r]! ||
        agents.qualityScore[r]! - agents.qualityScore[l]! ||
        descending(averageRating[l]!, averageRating[r]!) ||
        agents.totalRatings[r]! - agents.totalRatings[l]! ||
        descending(agents.popularity[l]!, agents.popularity[r]!) ||
        byId(l, r)
  }
}

const FACET_BITS = 6
const packedByIndex = new WeakMap<TListIndex, Uint32Array | null>()

/**
 * Each agent's five facet codes in one number, FACET_BITS each (null when a facet has more values
 * than that holds): counting the facets of tens of thousands of matches then reads one array, not five.
 */
function packedFacetCodes(index: TListIndex): Uint32Array | null {
  let packed = packedByIndex.get(index)
  if (packed === undefined) {
    const columns = FACET_NAMES.map((facet) => index.facets[facet])
    const fits = columns.every((column) => column.values.length <= 1 << FACET_BITS)
    packed = fits ? new Uint32Array(index.size) : null
    for (let position = 0; packed && position < index.size; position++) {
      packed[position] = columns.reduce((code, column, facet) => code | (column.codes[position]! << (FACET_BITS * facet)), 0)
    }
    packedByIndex.set(index, packed)
  }

  return packed
}

/** Adds each result's facet values to the counts (one array per facet, by code). */
function countFacets(index: TListIndex, counts: Int32Array[], results: Int32Array, resultCount: number) {
  const packed = packedFacetCodes(index)
  if (!packed) {
    FACET_NAMES.forEach((facet, number) => {
      const { codes } = index.facets[facet]
      for (let entry = 0; entry < resultCount; entry++) counts[number]![codes[results[entry]!]!]!++
    })
    return
  }
  const mask = (1 << FACET_BITS) - 1
  const [first, second, third, fourth, fifth] = counts as [Int32Array, Int32Array, Int32Array, Int32Array, Int32Array]
  for (let entry = 0; entry < resultCount; entry++) {
    const code = packed[results[entry]!]!
    first[code & mask]!++
    second[(code >>> FACET_BITS) & mask]!++
    third[(code >>> (2 * FACET_BITS)) & mask]!++
    fourth[(code >>> (3 * FACET_BITS)) & mask]!++
    fifth[(code >>> (4 * FACET_BITS)) & mask]!++
  }
}

let resultsBuffer = new Int32Array(0)

/**
 * Room for `size` results, the same memory every search (read before the next await): a new
 * array per filtered search was garbage outside the heap, which brings on full collections.
 */
function resultsScratch(size: number): Int32Array {
  if (resultsBuffer.length < size) resultsBuffer = new Int32Array(size)

  return resultsBuffer
}

/**
 * The phrase check's leaders that are results (`failed` is 0, when filtered), if at least `wanted`:
 * the page by relevance is then among them, with no pass over every result. Each leader scores at
 * least the check's cut and every other match less (the bonus only raises leaders' scores), so the
 * best results by score are leaders whenever enough leaders are results.
 */
function leadingResults({ leaders }: TRankedMatches, failed: Uint8Array | null, wanted: number): number[] | null {
  if (!leaders) return null
  const results = failed ? leaders.filter((position) => failed[position] === 0) : leaders

  return results.length >= wanted ? results : null
}

/**
 * A search of the catalogue through the in-process index (decision 014): ranks every agent,
 * applies the filters (the lists' own, over the list index: decision 046), counts the total and
 * facets over the matches exactly, sorts and reads the one page of rows from the index.
 */
export async function searchCatalogue({ filters, version, scope }: SearchCatalogueOptions): Promise<TFindAgentsResult> {
  const index = await loadSearchIndex(version)
  const { agents, listIndex } = index
  const now = Date.now()
  const parsed = parseSearchQuery(filters.search, index)
  const ranked = rankSearchMatches(index, parsed)
  const codes = FACET_NAMES.map((facet) => listIndex.facets[facet].codes)
  const counts = FACET_NAMES.map((facet) => new Int32Array(listIndex.facets[facet].values.length))
  // Nothing from here to the page awaits: `failed` is shared scratch.
  const { failed, isFiltered } = markFilterFailures({ filters, index: listIndex, now, scope })

  // With no filter and no scope every match is a result: no copy, no per-agent checks.
  const results = isFiltered ? resultsScratch(ranked.positions.length) : ranked.positions
  let resultCount = isFiltered ? 0 : ranked.positions.length
  for (let entry = 0; isFiltered && entry < ranked.positions.length; entry++) {
    const position = ranked.positions[entry]!
    const failures = failed[position]!
    if (failures === 0) results[resultCount++] = position
    else {
      // Agents that fail only one facet's own filter still count toward that facet's other values.
      const facet = onlyFailedFacet(failures)
      if (facet !== -1) counts[facet]![codes[facet]![position]!]!++
    }
  }
  countFacets(listIndex, counts, results, resultCount)
  const facets = facetEntries(listIndex, counts)

  const matches = results.subarray(0, resultCount)
  const order = comparator(filters.sort, agents, listIndex, ranked.scores)
  const wanted = filters.offset + filters.limit
  const leaders = leadingResults(ranked, isFiltered ? failed : null, wanted)
  const best =
    filters.sort !== 'relevance' ? selectBest(matches, wanted, order) : leaders ? selectBest(leaders, wanted, order) : selectBestByScore(matches, ranked.scores, wanted, order)
  const page = best.slice(filters.offset)

  return {
    agents: pageRowsFromIndex(index, page, now),
    total: resultCount,
    facets,
    correctedSearch: parsed.corrected,
    searchMatched: ranked.someMatchedAll || ranked.positions.length === 0 ? 'all' : 'any',
  }
}
