import { and, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm'
import { agents } from '../../db/schema/index.ts'
import type { TFacetName, TFindAgentsFilters } from './find-agents.schemas.ts'
import { resolveFilterBounds } from './resolve-filter-bounds.ts'

/** A premium placement counts only while it is paid for. */
export const IS_CURRENTLY_PREMIUM = sql`(${agents.isPremium} and (${agents.premiumUntil} is null or ${agents.premiumUntil} > now()))`

export type BuildAgentConditionsOptions = {
  filters: TFindAgentsFilters
  /** Conditions every result must meet whatever the filters (e.g. free agents only). */
  scope?: SQL[]
  /** The full-text and name match of a search, when there is one. */
  searchMatch: SQL | null
}

export type TAgentConditions = {
  /** Every condition: the results and their total. */
  all: SQL
  /** Every condition except the facet's own filter: the facet's counts. */
  exceptFacet: (facet: TFacetName) => SQL
  /** Facets whose own filter is active (their counts need their own WHERE). */
  filteredFacets: TFacetName[]
}

type Condition = { facet: TFacetName | null; condition: SQL }

function filterConditions(filters: TFindAgentsFilters): Condition[] {
  const conditions: Condition[] = []
  const add = (facet: TFacetName | null, condition: SQL | undefined) => {
    if (condition) conditions.push({ facet, condition })
  }

  if (filters.useCase) add('industry', eq(agents.industry, filters.useCase))
  if (filters.industry) add('industry', eq(agents.industry, filters.industry))
  if (filters.category) add('category', eq(agents.category, filters.category))
  if (filters.difficulty) add('difficulty', eq(agents.difficulty, filters.difficulty))
  if (filters.source) add('source', eq(agents.source, filters.source))
  if (filters.pricingType) add('pricingType', eq(agents.pricingType, filters.pricingType))
  if (filters.deploymentComplexity) add(null, eq(agents.deploymentComplexity, filters.deploymentComplexity))
  if (filters.infrastructureNeeded) add(null, eq(agents.infrastructureNeeded, filters.infrastructureNeeded))
  if (filters.selfDeployable) add(null, filters.selfDeployable === 'unknown' ? isNull(agents.selfDeployable) : eq(agents.selfDeployable, filters.selfDeployable === 'true'))
  if (filters.premium) add(null, filters.premium === 'true' ? IS_CURRENTLY_PREMIUM : sql`not ${IS_CURRENTLY_PREMIUM}`)
  if (filters.apiSource) add(null, sql`lower(${agents.apiSource}) = ${filters.apiSource.toLowerCase()}`)
  if (filters.linkStatus === 'working') add(null, sql`not ${agents.isDemoted}`)
  else if (filters.linkStatus === 'archived') add(null, eq(agents.isArchived, true))
  else if (filters.linkStatus) add(null, eq(agents.linkStatus, filters.linkStatus))

  const { minimumRating, priceRanges } = resolveFilterBounds(filters)
  if (minimumRating !== null) add(null, gte(agents.averageRating, minimumRating))
  for (const { min, max } of priceRanges) {
    add(null, max === null ? gte(agents.priceCents, min) : and(gte(agents.priceCents, min), lte(agents.priceCents, max)))
  }

  return conditions
}

/** Turns a parsed query into WHERE clauses; inactive agents never match. */
export function buildAgentConditions({ filters, scope = [], searchMatch }: BuildAgentConditionsOptions): TAgentConditions {
  const conditions = filterConditions(filters)
  const always = [sql`${agents.isActive}`, ...scope, ...(searchMatch ? [searchMatch] : [])]
  const combine = (selected: Condition[]) => and(...always, ...selected.map(({ condition }) => condition))!

  return {
    all: combine(conditions),
    exceptFacet: (facet) => combine(conditions.filter((condition) => condition.facet !== facet)),
    filteredFacets: [...new Set(conditions.flatMap(({ facet }) => (facet ? [facet] : [])))],
  }
}
