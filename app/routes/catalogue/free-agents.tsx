import { FreeAgentCardActions } from '../../components/agent-card-actions.tsx'
import { AgentGrid } from '../../components/agent-grid.tsx'
import { CategorySidebar } from '../../components/category-sidebar.tsx'
import { FilterBar } from '../../components/filter-bar.tsx'
import { FoldOnPhones } from '../../components/fold-on-phones.tsx'
import { PageBody, PageHero } from '../../components/page-section.tsx'
import { Pagination } from '../../components/pagination.tsx'
import { NoAgentsFound, ResultsSummary } from '../../components/results-summary.tsx'
import { loadCataloguePage } from '../../lib/catalogue-page.server.ts'
import type { CatalogueParameter } from '../../lib/catalogue-query.server.ts'
import { PAGE_SIZE } from '../../lib/pagination.ts'
import { buildMeta } from '../../lib/seo.ts'
import type { Route } from './+types/free-agents'

const ACCEPTED: CatalogueParameter[] = ['search', 'industry', 'category', 'pricing', 'rating', 'sort']

export function loader({ request }: Route.LoaderArgs) {
  return loadCataloguePage({ request, accepted: ACCEPTED })
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return []

  return buildMeta({
    title: 'Free and affordable AI agents',
    description: 'Free and low-cost AI agents for small businesses, by category, industry, price and rating.',
    origin: data.origin,
    path: data.canonical,
  })
}

export default function FreeAgents({ loaderData }: Route.ComponentProps) {
  const { result, page, values, isFiltered } = loaderData

  return (
    <>
      <PageHero
        eyebrow="Free and affordable"
        title="Free and affordable AI agents"
        description="Agents that cost nothing or little to use. Pick a category, narrow by industry, price and rating, and open any agent for its details."
      />
      <PageBody className="grid grid-cols-1 gap-6 lg:grid-cols-[16rem_1fr]">
        <aside aria-label="Categories sidebar" className="flex flex-col gap-2 lg:row-span-2">
          <FoldOnPhones label={values.category ? 'Categories (1)' : 'Categories'} className="flex-col">
            <CategorySidebar counts={result.facets.category} selected={values.category} />
          </FoldOnPhones>
        </aside>
        <div className="flex min-w-0 flex-col gap-6">
          <FilterBar
            action="/free-agents"
            fields={['industry', 'pricing', 'rating', 'sort']}
            values={values}
            facets={result.facets}
            hiddenValues={{ category: values.category }}
            isFiltered={isFiltered}
          />
          <section aria-labelledby="results-heading" className="flex flex-col gap-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="results-heading" className="text-2xl font-bold tracking-tight">
                Agents
              </h2>
              <ResultsSummary total={result.total} correctedSearch={result.correctedSearch} />
            </div>
            {result.total === 0 ? (
              <NoAgentsFound clearHref="/free-agents" />
            ) : (
              <>
                <AgentGrid agents={result.agents} columns={2} actions={(agent) => <FreeAgentCardActions agent={agent} />} />
                <Pagination total={result.total} page={page} pageSize={PAGE_SIZE} />
              </>
            )}
          </section>
        </div>
      </PageBody>
    </>
  )
}
