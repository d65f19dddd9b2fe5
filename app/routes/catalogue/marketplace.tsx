import { redirect } from 'react-router'
import { findAgents, findFeaturedAgents } from '../../../server/catalogue/index.ts'
import { MarketplaceCardActions } from '../../components/agent-card-actions.tsx'
import { AgentGrid } from '../../components/agent-grid.tsx'
import { FeaturedAgents } from '../../components/featured-agents.tsx'
import { FilterBar } from '../../components/filter-bar.tsx'
import { IndustryShortcuts } from '../../components/industry-shortcuts.tsx'
import { PageBody, PageHero, PageSection } from '../../components/page-section.tsx'
import { Pagination } from '../../components/pagination.tsx'
import { NoAgentsFound, ResultsSummary } from '../../components/results-summary.tsx'
import { toCardData } from '../../lib/agent-card-data.ts'
import { toFacetCounts } from '../../lib/facet-counts.ts'
import { canonicalPath } from '../../lib/canonical-query.ts'
import { parseCatalogueQuery, type CatalogueParameter } from '../../lib/catalogue-query.server.ts'
import { siteOrigin } from '../../lib/origin.server.ts'
import { PAGE_SIZE, pageHref, paginate } from '../../lib/pagination.ts'
import { buildMeta } from '../../lib/seo.ts'
import { INDUSTRY_LABELS, isIndustry } from '../../../server/shared/taxonomy.ts'
import type { Route } from './+types/marketplace'

const ACCEPTED: CatalogueParameter[] = ['search', 'useCase', 'category', 'difficulty', 'source', 'pricing', 'rating', 'premium', 'linkStatus', 'sort']

/** Spec §9: the marketplace features four agents, and only when no filter is set. */
const FEATURED_LIMIT = 4

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const { filters, page, values } = parseCatalogueQuery({ search: url.searchParams, accepted: ACCEPTED })
  const isFiltered = Object.keys(values).some((key) => key !== 'sort')
  const showFeatured = !isFiltered && page === 1
  const [result, featured] = await Promise.all([findAgents(filters), showFeatured ? findFeaturedAgents({ limit: FEATURED_LIMIT }) : []])

  const { pageCount } = paginate({ total: result.total, page, pageSize: PAGE_SIZE })
  if (page > pageCount) throw redirect(pageHref(url.pathname, url.searchParams, pageCount))

  return {
    origin: siteOrigin(request),
    canonical: canonicalPath(url.pathname, values, page),
    result: { ...result, agents: result.agents.map(toCardData), facets: toFacetCounts(result.facets) },
    featured: featured.map(toCardData),
    page,
    values,
    isFiltered,
  }
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return []
  const industry = data.values.useCase
  const label = industry && isIndustry(industry) ? INDUSTRY_LABELS[industry] : null
  const title = label ? `${label} AI agents` : 'AI agent marketplace'
  const description = `Browse ${data.result.total.toLocaleString('en-US')} ${label ? `${label.toLowerCase()} ` : ''}AI agents: filter by industry, category, difficulty, source, price and rating, and compare them side by side.`

  return buildMeta({ title, description, origin: data.origin, path: data.canonical })
}

export default function Marketplace({ loaderData }: Route.ComponentProps) {
  const { result, featured, page, values, isFiltered } = loaderData

  return (
    <>
      <PageHero
        eyebrow="Marketplace"
        title="Find an AI agent for your work"
        description="Free and affordable agents from open directories, sorted by industry. Filters live in the address bar, so you can share any view."
      >
        <IndustryShortcuts hrefFor={(industry) => `/marketplace?useCase=${industry}`} selected={values.useCase} />
      </PageHero>
      <PageBody className="flex flex-col gap-8">
        <FilterBar
          action="/marketplace"
          fields={['useCase', 'category', 'difficulty', 'source', 'pricing', 'rating', 'sort']}
          values={values}
          facets={result.facets}
          hasPremiumToggle
          hasWorkingLinksToggle
          isFiltered={isFiltered}
        />
        {featured.length > 0 && (
          <PageSection id="featured" title="Featured agents" className="px-0 py-0 sm:px-0">
            <FeaturedAgents agents={featured} limit={FEATURED_LIMIT} columns={4} />
          </PageSection>
        )}
        <section aria-labelledby="results-heading" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="results-heading" className="text-2xl font-bold tracking-tight">
              {isFiltered ? 'Matching agents' : 'All agents'}
            </h2>
            <ResultsSummary total={result.total} correctedSearch={result.correctedSearch} />
          </div>
          {result.total === 0 ? (
            <NoAgentsFound clearHref="/marketplace" search={values.search ?? null} />
          ) : (
            <>
              <AgentGrid agents={result.agents} actions={(agent) => <MarketplaceCardActions agent={agent} />} />
              <Pagination total={result.total} page={page} pageSize={PAGE_SIZE} />
            </>
          )}
        </section>
      </PageBody>
    </>
  )
}
