import { SELF_DEPLOYABLE_CODES, type TListIndex, type TValueCodes } from './build-list-index.ts'
import type { TFacetName, TFindAgentsFilters } from './find-agents.schemas.ts'
import { resolveFilterBounds } from './resolve-filter-bounds.ts'

/**
 * One filter over the list index's columns: `markFailures` sets `bit` in `failed` for every agent
 * that fails it. `facet` names the facet it narrows, if any.
 */
export type TIndexedCheck = {
  facet: TFacetName | null
  markFailures: (failed: Uint8Array, bit: number) => void
  /** A facet filter's wanted value code (-1: no agent has it): the agents that pass it hold that code. */
  wantedCode?: number
}

function whereCodeIsNot({ codes, values }: TValueCodes, value: string): TIndexedCheck['markFailures'] {
  const code = values.indexOf(value)

  return (failed, bit) => {
    for (let position = 0; position < codes.length; position++) if (codes[position] !== code) failed[position]! |= bit
  }
}

function whereFlagIsNot(flags: Uint8Array, wanted: number): TIndexedCheck['markFailures'] {
  return (failed, bit) => {
    for (let position = 0; position < flags.length; position++) if (flags[position] !== wanted) failed[position]! |= bit
  }
}

function whereNumberIsOutside(numbers: Float64Array | Int32Array, min: number, max: number | null): TIndexedCheck['markFailures'] {
  const highest = max ?? Number.POSITIVE_INFINITY

  return (failed, bit) => {
    for (let position = 0; position < numbers.length; position++) {
      const number = numbers[position]!
      if (!(number >= min && number <= highest)) failed[position]! |= bit
    }
  }
}

/**
 * The filters of agent-conditions.ts (the SQL lists used to run) over the list index's columns:
 * codes, not strings, one tight loop per filter, so a pass over 100,000 agents stays within a
 * millisecond or two. `now` decides which premium placements are still paid for. The one
 * description of the filters for lists and searches alike (markFilterFailures, decision 046).
 */
export function indexedFilterChecks(filters: TFindAgentsFilters, index: TListIndex, now: number): TIndexedCheck[] {
  const { facets, columns } = index
  const checks: TIndexedCheck[] = []
  const equals = (facet: TFacetName | null, codes: TValueCodes, value: string | undefined) => {
    if (value !== undefined) checks.push({ facet, markFailures: whereCodeIsNot(codes, value), wantedCode: codes.values.indexOf(value) })
  }

  equals('industry', facets.industry, filters.useCase)
  equals('industry', facets.industry, filters.industry)
  equals('category', facets.category, filters.category)
  equals('difficulty', facets.difficulty, filters.difficulty)
  equals('source', facets.source, filters.source)
  equals('pricingType', facets.pricingType, filters.pricingType)
  equals(null, columns.deploymentComplexity, filters.deploymentComplexity)
  equals(null, columns.infrastructureNeeded, filters.infrastructureNeeded)
  equals(null, columns.apiSource, filters.apiSource?.toLowerCase())
  if (filters.selfDeployable) checks.push({ facet: null, markFailures: whereFlagIsNot(index.selfDeployable, SELF_DEPLOYABLE_CODES[filters.selfDeployable]) })
  if (filters.linkStatus === 'working') checks.push({ facet: null, markFailures: whereFlagIsNot(index.isDemoted, 0) })
  else if (filters.linkStatus === 'archived') checks.push({ facet: null, markFailures: whereFlagIsNot(index.isArchived, 1) })
  else if (filters.linkStatus) equals(null, columns.linkStatus, filters.linkStatus)
  if (filters.premium) {
    const wanted = filters.premium === 'true'
    checks.push({
      facet: null,
      markFailures: (failed, bit) => {
        for (let position = 0; position < index.size; position++) {
          const isPremium = index.isPremium[position] === 1 && !(index.premiumUntil[position]! <= now)
          if (isPremium !== wanted) failed[position]! |= bit
        }
      },
    })
  }

  const { minimumRating, priceRanges } = resolveFilterBounds(filters)
  if (minimumRating !== null) checks.push({ facet: null, markFailures: whereNumberIsOutside(index.averageRating, minimumRating, null) })
  for (const { min, max } of priceRanges) checks.push({ facet: null, markFailures: whereNumberIsOutside(index.priceCents, min, max) })

  return checks
}
