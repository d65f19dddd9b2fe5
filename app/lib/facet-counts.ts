import type { TAgentFacets } from '../../server/catalogue/index.ts'

/** The facets a filter form and a category sidebar show, as value → count. */
export type FacetCounts = Record<'industry' | 'category' | 'difficulty' | 'source', Record<string, number>>

/**
 * Facet counts for a page's loader data: a map per facet instead of `{ value, count }` objects, whose
 * two field names React Router's inlined data would repeat for each of ~40 entries (issue 19), and
 * without the pricing facet no page shows.
 */
export function toFacetCounts(facets: TAgentFacets): FacetCounts {
  const counts = (entries: { value: string; count: number }[]) => Object.fromEntries(entries.map((entry) => [entry.value, entry.count]))

  return { industry: counts(facets.industry), category: counts(facets.category), difficulty: counts(facets.difficulty), source: counts(facets.source) }
}
