import { data, isRouteErrorResponse, Link, redirect } from 'react-router'
import { getAgent } from '../../../server/catalogue/index.ts'
import { getDirectory } from '../../../server/crawler/index.ts'
import { isAppError } from '../../../server/shared/errors.ts'
import { AgentHeader } from '../../components/agent-detail/agent-header.tsx'
import { DetailsCard } from '../../components/agent-detail/details-card.tsx'
import { ProvenanceCard } from '../../components/agent-detail/provenance-card.tsx'
import { QuickActions } from '../../components/agent-detail/quick-actions.tsx'
import { RatingsSummary } from '../../components/agent-detail/ratings-summary.tsx'
import { ListingOwnership } from '../../components/contributions/listing-ownership.tsx'
import { ErrorPage } from '../../components/error-page.tsx'
import { ReviewsPanel } from '../../components/reviews/reviews-panel.tsx'
import { agentJsonLd } from '../../lib/agent-json-ld.ts'
import { agentPath, parseAgentIdParameter } from '../../lib/agent-links.ts'
import { siteOrigin } from '../../lib/origin.server.ts'
import { absoluteUrl, buildMeta, summarise } from '../../lib/seo.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { Card, CardTitle } from '../../ui/card.tsx'
import { loadReviewsPanel } from '../reviews/load-reviews-panel.server.ts'
import { reviewsAction } from '../reviews/reviews-action.server.ts'
import type { Route } from './+types/agent-detail'
import { loadListingOwnership } from './load-listing-ownership.server.ts'

/** Missing, withdrawn or malformed: one 404 that the ErrorBoundary below words as the spec says. */
async function loadAgent(parameter: string | undefined) {
  const id = parseAgentIdParameter(parameter)
  if (id === null) throw data(null, { status: 404 })
  try {
    return await getAgent({ id })
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw data(null, { status: 404 })
    throw error
  }
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const agent = await loadAgent(params.agentId)
  const canonical = agentPath(agent)
  // /agents/12 and stale slugs move permanently to the one canonical address.
  const url = new URL(request.url)
  if (url.pathname !== canonical) throw redirect(`${canonical}${url.search}`, 301)

  const provenance = agent.provenance.map((entry) => ({
    sourceUrl: entry.sourceUrl,
    licence: entry.licence,
    directoryKey: entry.directory,
    directory: getDirectory(entry.directory),
  }))

  return {
    origin: siteOrigin(request),
    agent,
    provenance,
    reviews: await loadReviewsPanel({ request, agentId: agent.id }),
    ownership: await loadListingOwnership({ request, agentId: agent.id }),
  }
}

/** The reviews panel's forms (write, vote, report, reply) post here. */
export async function action({ request, params }: Route.ActionArgs) {
  return reviewsAction({ request, params })
}

export function meta({ data: loaded }: Route.MetaArgs) {
  if (!loaded) return [{ title: 'Agent Not Found | Agent Atlas' }, { name: 'robots', content: 'noindex' }]
  const { agent, origin } = loaded
  const path = agentPath(agent)

  return buildMeta({
    title: agent.name,
    description: summarise(agent.description),
    origin,
    path,
    type: 'article',
    jsonLd: agentJsonLd(agent, absoluteUrl(origin, path)),
  })
}

export default function AgentDetail({ loaderData }: Route.ComponentProps) {
  const { agent, provenance } = loaderData

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600 dark:text-slate-300">
        <Link to="/marketplace" className="hover:underline">
          Marketplace
        </Link>{' '}
        / <span aria-current="page">{agent.name}</span>
      </nav>
      <AgentHeader agent={agent} />
      <ListingOwnership agentId={agent.id} ownership={loaderData.ownership} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <Card as="section" aria-labelledby="description-heading" className="gap-3">
            <CardTitle id="description-heading">Description</CardTitle>
            <p className="whitespace-pre-line text-slate-800 dark:text-slate-200">{agent.description}</p>
          </Card>
          {agent.deploymentGuide && (
            <Card as="section" aria-labelledby="guide-heading" className="gap-3">
              <CardTitle id="guide-heading">Deployment Guide</CardTitle>
              <div className="text-sm whitespace-pre-line text-slate-800 dark:text-slate-200">{agent.deploymentGuide}</div>
            </Card>
          )}
          <ProvenanceCard entries={provenance} createdAt={agent.createdAt} />
        </div>
        <div className="flex flex-col gap-6">
          <QuickActions agent={agent} />
          <DetailsCard agent={agent} />
        </div>
      </div>
      <RatingsSummary averageRating={agent.averageRating} totalRatings={agent.totalRatings}>
        <ReviewsPanel data={loaderData.reviews} />
      </RatingsSummary>
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorPage title="Agent Not Found" message="The requested agent could not be found.">
        <Link to="/marketplace" className={buttonVariants()}>
          Browse the marketplace
        </Link>
      </ErrorPage>
    )
  }

  return <ErrorPage title="Something went wrong" message="We could not load this agent. Please try again in a moment." />
}
