import { data, Link } from 'react-router'
import { findAgents } from '../../../server/catalogue/index.ts'
import { MarketplaceCardActions } from '../../components/agent-card-actions.tsx'
import { AgentGrid } from '../../components/agent-grid.tsx'
import { ErrorPage } from '../../components/error-page.tsx'
import { PageBody, PageHero, PageSection } from '../../components/page-section.tsx'
import { formatCount, pluralise } from '../../lib/agent-display.ts'
import { siteOrigin } from '../../lib/origin.server.ts'
import { industryFeedLinks } from '../../lib/agent-feeds.ts'
import { buildMeta } from '../../lib/seo.ts'
import { CATEGORY_LABELS, INDUSTRY_AUDIENCES, INDUSTRY_LABELS, isIndustry, labelFromCode, VERTICALS, type Category } from '../../../server/shared/taxonomy.ts'
import { buttonVariants } from '../../ui/button.tsx'
import type { Route } from './+types/industry'

const TOP_AGENTS = 12

export async function loader({ request, params }: Route.LoaderArgs) {
  const industry = params.industry
  if (!isIndustry(industry)) throw data(null, { status: 404 })
  const result = await findAgents({ industry, limit: TOP_AGENTS })

  return {
    origin: siteOrigin(request),
    industry,
    label: INDUSTRY_LABELS[industry],
    audience: INDUSTRY_AUDIENCES[industry],
    total: result.total,
    agents: result.agents,
    categories: result.facets.category.filter((entry) => entry.count > 0),
    difficulties: result.facets.difficulty.filter((entry) => entry.count > 0),
  }
}

export function meta({ data: loaded }: Route.MetaArgs) {
  if (!loaded) return [{ title: 'Industry not found | Agent Atlas' }, { name: 'robots', content: 'noindex' }]

  return [
    ...buildMeta({
      title: `AI agents for ${loaded.audience}`,
      description: `${formatCount(loaded.total)} AI agents for ${loaded.audience}: the top-rated and most popular, by category, with how hard each is to deploy.`,
      origin: loaded.origin,
      path: `/industries/${loaded.industry}`,
    }),
    ...industryFeedLinks(loaded.origin, loaded.industry),
  ]
}

export default function IndustryLanding({ loaderData }: Route.ComponentProps) {
  const { industry, label, audience, total, agents, categories, difficulties } = loaderData
  const marketplaceHref = `/marketplace?useCase=${industry}`

  return (
    <>
      <PageHero
        eyebrow={label}
        title={`AI agents for ${audience}`}
        description={
          <p>
            {pluralise(total, 'agent')} in the catalogue are built for {audience}
            {difficulties.length > 0 && (
              <>
                {' '}
                ({difficulties.map((entry) => `${formatCount(entry.count)} ${labelFromCode(entry.value).toLowerCase()}`).join(', ')})
              </>
            )}
            .
          </p>
        }
      >
        <div className="flex flex-wrap gap-3">
          <Link to={marketplaceHref} className={buttonVariants({ size: 'lg' })}>
            Browse all {label.toLowerCase()} agents
          </Link>
          <Link to="/matchmaker" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            Find AI for My Business
          </Link>
        </div>
      </PageHero>
      {categories.length > 0 && (
        <PageSection id="categories" title={`What ${label.toLowerCase()} agents do`}>
          <ul className="flex flex-wrap gap-2">
            {categories.map((entry) => (
              <li key={entry.value}>
                <Link
                  to={`${marketplaceHref}&category=${entry.value}`}
                  className="inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium hover:border-brand-600 hover:text-brand-700 dark:border-slate-600 dark:bg-slate-900 dark:hover:text-brand-100"
                >
                  {CATEGORY_LABELS[entry.value as Category] ?? entry.value}
                  <span className="rounded-full bg-slate-100 px-2 text-xs tabular-nums dark:bg-slate-800">{formatCount(entry.count)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </PageSection>
      )}
      <PageSection
        id="top-agents"
        title={`Top ${label.toLowerCase()} agents`}
        description="Ranked by premium placement, rating and popularity."
        aside={
          total > agents.length ? (
            <Link to={marketplaceHref} className={buttonVariants({ variant: 'outline' })}>
              See all {formatCount(total)}
            </Link>
          ) : undefined
        }
      >
        {agents.length === 0 ? (
          <p className="text-slate-700 dark:text-slate-300">No agents are listed for {audience} yet.</p>
        ) : (
          <AgentGrid agents={agents} actions={(agent) => <MarketplaceCardActions agent={agent} />} />
        )}
      </PageSection>
      <PageBody>
        <nav aria-label="Other industries" className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-600 dark:text-slate-300">Other industries:</span>
          {VERTICALS.filter((other) => other !== industry).map((other) => (
            <Link key={other} to={`/industries/${other}`} className="font-medium text-brand-700 hover:underline dark:text-brand-100">
              {INDUSTRY_LABELS[other]}
            </Link>
          ))}
        </nav>
      </PageBody>
    </>
  )
}

export function ErrorBoundary() {
  return <ErrorPage title="Industry not found" message="We do not have a page for that industry. These are the ones we cover." />
}
