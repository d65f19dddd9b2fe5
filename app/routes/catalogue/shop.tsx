import { Link } from 'react-router'
import { ShopCardActions } from '../../components/agent-card-actions.tsx'
import { AgentGrid } from '../../components/agent-grid.tsx'
import { FilterBar } from '../../components/filter-bar.tsx'
import { PageBody, PageHero } from '../../components/page-section.tsx'
import { Pagination } from '../../components/pagination.tsx'
import { NoAgentsFound, ResultsSummary } from '../../components/results-summary.tsx'
import { loadCataloguePage } from '../../lib/catalogue-page.server.ts'
import type { CatalogueParameter } from '../../lib/catalogue-query.server.ts'
import { PAGE_SIZE } from '../../lib/pagination.ts'
import { buildMeta } from '../../lib/seo.ts'
import { buttonVariants } from '../../ui/button.tsx'
import type { Route } from './+types/shop'

const ACCEPTED: CatalogueParameter[] = ['search', 'industry', 'category', 'difficulty', 'priceRange', 'apiSource', 'rating', 'sort']

export function loader({ request }: Route.LoaderArgs) {
  return loadCataloguePage({ request, accepted: ACCEPTED })
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return []

  return buildMeta({
    title: 'Agent shop',
    description: 'Deploy free AI agents or buy paid ones, filtered by industry, category, price range and rating.',
    origin: data.origin,
    path: data.canonical,
  })
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { result, page, values, isFiltered } = loaderData

  return (
    <>
      <PageHero eyebrow="Shop" title="Deploy or buy an AI agent" description="Free agents deploy straight away; paid agents go through a secure checkout first." />
      <PageBody className="flex flex-col gap-8">
        <FilterBar action="/shop" fields={['industry', 'category', 'difficulty', 'priceRange', 'apiSource', 'rating', 'sort']} values={values} facets={result.facets} isFiltered={isFiltered} />
        <section aria-labelledby="results-heading" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="results-heading" className="text-2xl font-bold tracking-tight">
              Agents
            </h2>
            <ResultsSummary total={result.total} correctedSearch={result.correctedSearch} />
          </div>
          {result.total === 0 ? (
            <NoAgentsFound clearHref="/shop" />
          ) : (
            <>
              <AgentGrid agents={result.agents} actions={(agent) => <ShopCardActions agent={agent} />} />
              <Pagination total={result.total} page={page} pageSize={PAGE_SIZE} />
            </>
          )}
        </section>
        <section aria-labelledby="coaching-heading" className="flex flex-col items-start gap-3 rounded-2xl bg-slate-100 p-6 sm:flex-row sm:items-center sm:justify-between dark:bg-slate-900">
          <div>
            <h2 id="coaching-heading" className="text-xl font-semibold">
              Not sure how to run it?
            </h2>
            <p className="text-slate-700 dark:text-slate-300">Coaching walks you through deploying and using an agent, one step at a time.</p>
          </div>
          <Link to="/coaching" className={buttonVariants({ size: 'lg' })}>
            Enroll in Coaching
          </Link>
        </section>
      </PageBody>
    </>
  )
}
