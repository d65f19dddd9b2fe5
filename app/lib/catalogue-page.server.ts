import { redirect } from 'react-router'
import { findAgents } from '../../server/catalogue/index.ts'
import { canonicalPath } from './canonical-query.ts'
import { toFacetCounts } from './facet-counts.ts'
import { parseCatalogueQuery, type CatalogueParameter } from './catalogue-query.server.ts'
import { siteOrigin } from './origin.server.ts'
import { PAGE_SIZE, pageHref, paginate } from './pagination.ts'

export type LoadCataloguePageOptions = { request: Request; accepted: CatalogueParameter[] }

/**
 * A filtered catalogue page's loader data (/free-agents, /shop): the page of agents with facets,
 * its canonical address, and whether any filter beyond the sort is set. A page past the last one
 * redirects to the last.
 */
export async function loadCataloguePage({ request, accepted }: LoadCataloguePageOptions) {
  const url = new URL(request.url)
  const { filters, page, values } = parseCatalogueQuery({ search: url.searchParams, accepted })
  const result = await findAgents(filters)
  const { pageCount } = paginate({ total: result.total, page, pageSize: PAGE_SIZE })
  if (page > pageCount) throw redirect(pageHref(url.pathname, url.searchParams, pageCount))

  return {
    origin: siteOrigin(request),
    canonical: canonicalPath(url.pathname, values, page),
    result: { ...result, facets: toFacetCounts(result.facets) },
    page,
    values,
    isFiltered: Object.keys(values).some((key) => key !== 'sort'),
  }
}
