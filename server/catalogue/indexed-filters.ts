import type { TListIndex, TValueCodes } from './build-list-index.ts'
import type { TFacetName, TFindAgentsFilters } from './find-agents.schemas.ts'
import { resolveFilterBounds } from './resolve-filter-bounds.ts'

/** One filter over the list index's columns; `facet` names the facet it narrows, if any. */
export type TIndexedCheck = { facet: TFacetName | null; passes: (position: number) => boolean }

/**
 * The filters of agent-conditions.ts (the SQL lists used to run) as tests over the list index's
 * columns: codes, not strings, so a pass over 100,000 agents stays within a
 * millisecond or two. `now` decides which premium placements are still paid for.
 */
export function indexedFilterChecks(filters: TFindAgentsFilters, index: TListIndex, now: number): TIndexedCheck[] {
  const { facets: facetCodes, columns: columnCodes } = index
  const checks: TIndexedCheck[] = []
  const equals = (facet: TFacetName | null, { codes, values }: TValueCodes, value: string | undefined) => {
    if (value === undefined) return
    const code = values.indexOf(value)
    checks.push({ facet, passes: code === -1 ? () => false : (position) => codes[position] === code })
  }
  const isPremium = (position: number) => index.isPremium[position] === 1 && !(index.premiumUntil[position]! <= now)

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
    const wanted = filters.selfDeployable === 'true' ? 1 : 0
    checks.push({ facet: null, passes: (position) => index.selfDeployable[position] === wanted })
  }
  if (filters.linkStatus === 'working') checks.push({ facet: null, passes: (position) => index.isDemoted[position] === 0 })
  else if (filters.linkStatus === 'archived') checks.push({ facet: null, passes: (position) => index.isArchived[position] === 1 })
  else if (filters.linkStatus) equals(null, columnCodes.linkStatus, filters.linkStatus)
  if (filters.premium) {
    const wanted = filters.premium === 'true'
    checks.push({ facet: null, passes: (position) => isPremium(position) === wanted })
  }

  const { minimumRating, priceRanges } = resolveFilterBounds(filters)
  if (minimumRating !== null) checks.push({ facet: null, passes: (position) => index.averageRating[position]! >= minimumRating })
  for (const { min, max } of priceRanges) {
    checks.push({ facet: null, passes: (position) => index.priceCents[position]! >= min && (max === null || index.priceCents[position]! <= max) })
  }

  return checks
}
