import { FACET_NAMES, type TAgentFacets, type TFacetName, type TFindAgentsFilters, type TFindAgentsResult } from '../find-agents.schemas.ts'
import { resolveFilterBounds } from '../resolve-filter-bounds.ts'
import { SELF_DEPLOYABLE_CODES, type TFacetCodes, type TIndexedAgents, type TSearchIndex } from './search-index-shape.ts'
import { loadSearchIndex } from './load-search-index.ts'
import { parseSearchQuery } from './parse-search-query.ts'
import { RANKING, rankSearchMatches } from './rank-search-matches.ts'
import { pageRowsFromIndex } from './page-rows-from-index.ts'
import { selectBest, selectBestByScore } from './select-best.ts'

export type TSearchScope = { name: string; accepts: (agents: TIndexedAgents, position: number) => boolean }

export type SearchCatalogueOptions = {
  filters: TFindAgentsFilters & { search: string }
  version: string
  scope?: TSearchScope
}

type Check = { facet: TFacetName | null; passes: (position: number) => boolean }

/** The same filters as agent-conditions.ts builds in SQL, over the index's columns (codes, not strings). */
function filterChecks(filters: TFindAgentsFilters, index: TSearchIndex, now: number): Check[] {
  const { agents, facetCodes, columnCodes } = index
  const checks: Check[] = []
  const equals = (facet: TFacetName | null, { codes, values }: TFacetCodes, value: string | undefined) => {
    if (value === undefined) return
    const code = values.indexOf(value)
    checks.push({ facet, passes: code === -1 ? () => false : (position) => codes[position] === code })
  }
  const isPremium = (position: number) => agents.isPremium[position] === 1 && !(agents.premiumUntil[position]! <= now)

  equals('industry', facetCodes.industry, filters.useCase)
  equals('industry', facetCodes.industry, filters.industry)
  equals('category', facetCodes.category, filters.category)
  equals('difficulty', facetCodes.difficulty, filters.difficulty)
  equals('source', facetCodes.source, filters.source)
  equals('pricingType', facetCodes.pricingType, filters.pricingType)
  equals(null, columnCodes.deploymentComplexity, filters.deploymentComplexity)
  equals(null, columnCodes.infrastructureNeeded, filters.infrastructureNeeded)
  equals(null, columnCodes.apiSource, filters.apiSource?.toLowerCase())
  if (filters.selfDeployable) {
    const wanted = SELF_DEPLOYABLE_CODES[filters.selfDeployable]
    checks.push({ facet: null, passes: (position) => agents.selfDeployable[position] === wanted })
  }
  if (filters.linkStatus === 'working') checks.push({ facet: null, passes: (position) => agents.isDemoted[position] === 0 })
  else if (filters.linkStatus === 'archived') checks.push({ facet: null, passes: (position) => agents.isArchived[position] === 1 })
  else if (filters.linkStatus) equals(null, columnCodes.linkStatus, filters.linkStatus)
  if (filters.premium) checks.push({ facet: null, passes: (position) => isPremium(position) === (filters.premium === 'true') })

  const { minimumRating, priceRanges } = resolveFilterBounds(filters)
  if (minimumRating !== null) checks.push({ facet: null, passes: (position) => agents.averageRating[position]! >= minimumRating })
  for (const { min, max } of priceRanges) {
    checks.push({ facet: null, passes: (position) => agents.priceCents[position]! >= min && (max === null || agents.priceCents[position]! <= max) })
  }

  return checks
}

const descending = (left: number, right: number) => (Number.isNaN(left) ? (Number.isNaN(right) ? 0 : 1) : Number.isNaN(right) ? -1 : right - left)

/** The SQL orders of agent-order.ts, with the search score first for relevance. */
function comparator(sort: TFindAgentsFilters['sort'], agents: TIndexedAgents, scores: Float64Array) {
  const byId = (left: number, right: number) => agents.id[left]! - agents.id[right]!
  switch (sort) {
    case 'rating':
      return (l: number, r: number) => descending(agents.averageRating[l]!, agents.averageRating[r]!) || agents.totalRatings[r]! - agents.totalRatings[l]! || byId(l, r)
    case 'newest':
      return (l: number, r: number) => descending(agents.createdAt[l]!, agents.createdAt[r]!) || byId(l, r)
    case 'reviews':
      return (l: number, r: number) => agents.totalRatings[r]! - agents.totalRatings[l]! || descending(agents.averageRating[l]!, agents.averageRating[r]!) || byId(l, r)
    case 'popularity':
      return (l: number, r: number) => descending(agents.popularity[l]!, agents.popularity[r]!) || byId(l, r)
    default:
      return (l: number, r: number) =>
        scores[r]! - scores[l]! ||
        agents.priorityScore[r]! - agents.priorityScore[l]! ||
        agents.isDemoted[l]! - agents.isDemoted[r]! ||
        agents.qualityScore[r]! - agents.qualityScore[l]! ||
        descending(agents.averageRating[l]!, agents.averageRating[r]!) ||
        agents.totalRatings[r]! - agents.totalRatings[l]! ||
        descending(agents.popularity[l]!, agents.popularity[r]!) ||
        byId(l, r)
  }
}

const FACET_BITS = 6
const packedByIndex = new WeakMap<TSearchIndex, Uint32Array | null>()

/**
 * Each agent's five facet codes in one number, FACET_BITS each (null when a facet has more values
 * than that holds): counting the facets of tens of thousands of matches then reads one array, not five.
 */
function packedFacetCodes(index: TSearchIndex): Uint32Array | null {
  let packed = packedByIndex.get(index)
  if (packed === undefined) {
    const columns = FACET_NAMES.map((facet) => index.facetCodes[facet])
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
function countFacets(index: TSearchIndex, counts: Int32Array[], results: Int32Array, resultCount: number) {
  const packed = packedFacetCodes(index)
  if (!packed) {
    FACET_NAMES.forEach((facet, number) => {
      const { codes } = index.facetCodes[facet]
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

/**
 * A search of the catalogue through the in-process index (decision 014): ranks every agent,
 * applies the filters, counts the total and facets over the matches exactly, sorts and reads the
 * one page of rows from the index.
 */
export async function searchCatalogue({ filters, version, scope }: SearchCatalogueOptions): Promise<TFindAgentsResult> {
  const index = await loadSearchIndex(version)
  const { agents } = index
  const now = Date.now()
  const parsed = parseSearchQuery(filters.search, index)
  const ranked = rankSearchMatches(index, parsed)
  const checks = filterChecks(filters, index, now)
  const codes = FACET_NAMES.map((facet) => index.facetCodes[facet].codes)
  const counts = FACET_NAMES.map((facet) => new Int32Array(index.facetCodes[facet].values.length))
  const checkFacets = checks.map((check) => (check.facet === null ? -1 : FACET_NAMES.indexOf(check.facet)))

  // With no filter and no scope every match is a result: no copy, no per-agent checks.
  const unfiltered = checks.length === 0 && !scope
  const results = unfiltered ? ranked.positions : new Int32Array(ranked.positions.length)
  let resultCount = unfiltered ? ranked.positions.length : 0
  // Agents that fail only one facet's own filter still count toward that facet's other values.
  const failingOneFacet = FACET_NAMES.map(() => [] as number[])
  for (let entry = 0; !unfiltered && entry < ranked.positions.length; entry++) {
    const position = ranked.positions[entry]!
    if (scope && !scope.accepts(agents, position)) continue
    // Which facet's filters it fails: -1 none, -2 a non-facet filter or two facets (not counted).
    let failedFacet = -1
    for (let check = 0; check < checks.length && failedFacet !== -2; check++) {
      if (checks[check]!.passes(position)) continue
      const facet = checkFacets[check]!
      failedFacet = facet === -1 || (failedFacet !== -1 && failedFacet !== facet) ? -2 : facet
    }
    if (failedFacet === -1) results[resultCount++] = position
    else if (failedFacet >= 0) failingOneFacet[failedFacet]!.push(position)
  }
  countFacets(index, counts, results, resultCount)
  FACET_NAMES.forEach((_, facet) => {
    for (const position of failingOneFacet[facet]!) counts[facet]![codes[facet]![position]!]!++
  })

  const facets = Object.fromEntries(
    FACET_NAMES.map((facet, facetNumber) => [
      facet,
      index.facetCodes[facet].values
        .map((value, code) => ({ value, count: counts[facetNumber]![code]! }))
        .filter((entry) => entry.count > 0)
        .sort((left, right) => right.count - left.count || left.value.localeCompare(right.value)),
    ]),
  ) as TAgentFacets

  const matches = results.subarray(0, resultCount)
  const order = comparator(filters.sort, agents, ranked.scores)
  const wanted = filters.offset + filters.limit
  // With every match a result, the page is among the phrase check's leaders (no second pass over all).
  const leaders = unfiltered && ranked.leaders && wanted <= RANKING.phraseCandidates ? ranked.leaders : null
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
