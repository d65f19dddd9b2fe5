import { ZFindAgentsQuery, type TFindAgentsFilters, type TFindAgentsQuery } from '../../server/catalogue/index.ts'
import { offsetForPage, PAGE_SIZE, readPage } from './pagination.ts'

const MAX_CATALOGUE_OFFSET = 1_000_000

/** The catalogue parameters a page accepts from its URL (a subset of the API's query). */
export type CatalogueParameter = Exclude<keyof TFindAgentsQuery, 'limit' | 'offset'>

export type CatalogueQuery = {
  filters: TFindAgentsFilters
  page: number
  /** The valid values as typed, to fill the filter form again. */
  values: Partial<Record<CatalogueParameter, string>>
}

type ParseCatalogueQueryOptions = {
  search: URLSearchParams
  accepted: readonly CatalogueParameter[]
  /** Conditions the page always applies (e.g. the industry of a landing page). */
  fixed?: Partial<Record<CatalogueParameter, string>>
  pageSize?: number
}

/**
 * A page's URL becomes a catalogue query. Unlike the API, a page never answers 400: a value that
 * does not validate (an old link, a hand-edited URL) is dropped and the rest still applies.
 */
export function parseCatalogueQuery({ search, accepted, fixed = {}, pageSize = PAGE_SIZE }: ParseCatalogueQueryOptions): CatalogueQuery {
  // The API accepts offsets up to 1,000,000: a page past that is past the last one (the loader redirects there).
  const page = Math.min(readPage(search), Math.floor(MAX_CATALOGUE_OFFSET / pageSize) + 1)
  const values: Partial<Record<CatalogueParameter, string>> = {}
  for (const key of accepted) {
    const value = search.get(key)?.trim()
    if (value) values[key] = value
  }
  const paging = { limit: pageSize, offset: offsetForPage(page, pageSize) }

  let result = ZFindAgentsQuery.safeParse({ ...values, ...fixed, ...paging })
  if (!result.success) {
    for (const issue of result.error.issues) delete values[issue.path[0] as CatalogueParameter]
    result = ZFindAgentsQuery.safeParse({ ...values, ...fixed, ...paging })
  }
  if (!result.success) throw new Error(`Catalogue query still invalid: ${result.error.message}`)

  return { filters: result.data, page, values }
}
