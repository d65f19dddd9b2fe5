/**
 * The catalogue filters as the pages show them: labels and options for the filter bars, and the
 * URL clean-up that keeps every filtered view at one short, shareable address.
 * Values match the API's query schema (server/catalogue/find-agents.schemas.ts).
 */

export type FilterOption = { value: string; label: string }

/** Spec §9: 5 means at least 4.5; the others are minimums. */
export const RATING_OPTIONS: FilterOption[] = [
  { value: '5', label: '4.5 stars and up' },
  { value: '4', label: '4+ stars' },
  { value: '3', label: '3+ stars' },
  { value: '2', label: '2+ stars' },
  { value: '1', label: '1+ stars' },
]

/** Spec §9 (free and affordable agents page). */
export const PRICING_OPTIONS: FilterOption[] = [
  { value: 'free', label: 'Free' },
  { value: 'affordable', label: 'Affordable ($1–$200)' },
  { value: 'premium', label: 'Premium ($200+)' },
]

/** Spec §9 (storefront). */
export const PRICE_RANGE_OPTIONS: FilterOption[] = [
  { value: 'free', label: 'Free' },
  { value: 'under-50', label: 'Under $50' },
  { value: '50-200', label: '$50 to $200' },
  { value: 'over-200', label: 'Over $200' },
]

/** Spec §2 storefront, API-source filter: the providers agents most often call (exact match on api_source). */
export const API_SOURCE_OPTIONS: FilterOption[] = [
  { value: 'openai', label: 'OpenAI' },
  { value: 'anthropic', label: 'Anthropic' },
  { value: 'google', label: 'Google Gemini' },
  { value: 'huggingface', label: 'Hugging Face' },
  { value: 'mistral', label: 'Mistral' },
  { value: 'ollama', label: 'Ollama (runs locally)' },
]

export const SORT_OPTIONS: FilterOption[] = [
  { value: 'relevance', label: 'Most relevant' },
  { value: 'rating', label: 'Highest rated' },
  { value: 'reviews', label: 'Most reviewed' },
  { value: 'popularity', label: 'Most popular (GitHub stars)' },
  { value: 'newest', label: 'Newest' },
]

/** Parameters that narrow the results; `sort` and `page` only order or page them. */
const NON_FILTER_PARAMETERS = new Set(['sort', 'page'])

/** Drops empty values (a GET form submits every field) and defaults, so URLs stay canonical. */
export function cleanSearchParams(entries: Iterable<[string, FormDataEntryValue | string]>): URLSearchParams {
  const clean = new URLSearchParams()
  for (const [key, value] of entries) {
    if (typeof value !== 'string') continue
    const trimmed = value.trim()
    if (!trimmed) continue
    if (key === 'sort' && trimmed === 'relevance') continue
    if (key === 'page' && trimmed === '1') continue
    clean.append(key, trimmed)
  }

  return clean
}

export function hasActiveFilters(search: URLSearchParams): boolean {
  return [...search.entries()].some(([key, value]) => !NON_FILTER_PARAMETERS.has(key) && value.trim() !== '')
}
