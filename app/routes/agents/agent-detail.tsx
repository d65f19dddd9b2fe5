import { data, isRouteErrorResponse, Link, redirect } from 'react-router'
import { findRelatedAgents, getAgent } from '../../../server/catalogue/index.ts'
import { getDirectory } from '../../../server/crawler/index.ts'
import { getPaymentMode } from '../../../server/payments/index.ts'
import { isAppError } from '../../../server/shared/errors.ts'
import { AgentHeader } from '../../components/agent-detail/agent-header.tsx'
import { AlsoListedIn } from '../../components/agent-detail/also-listed-in.tsx'
import { DetailsCard } from '../../components/agent-detail/details-card.tsx'
import { ProvenanceCard } from '../../components/agent-detail/provenance-card.tsx'
import { RatingsSummary } from '../../components/agent-detail/ratings-summary.tsx'
import { RelatedAgents } from '../../components/agent-detail/related-agents.tsx'
import type { TDeployNotice } from '../../components/deployment/deploy-notice.tsx'
import { DeploymentQuickActions } from '../../components/deployment/deployment-quick-actions.tsx'
import { ErrorPage } from '../../components/error-page.tsx'
import { AgentListActions } from '../../components/matching/agent-list-actions.tsx'
import { agentJsonLd } from '../../lib/agent-json-ld.ts'
import { agentPath, parseAgentIdParameter } from '../../lib/agent-links.ts'
import { siteOrigin } from '../../lib/origin.server.ts'
import { absoluteUrl, buildMeta, summarise } from '../../lib/seo.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { hydrateLater } from '../../lib/hydrate-later.tsx'
import { Card, CardTitle } from '../../ui/card.tsx'
import { loadReviewsPanel } from '../reviews/load-reviews-panel.server.ts'
import { ShareLinks } from '../../components/agent-detail/share-links.tsx'
import type { Route } from './+types/agent-detail'
import { loadAgentDeployment } from './load-agent-deployment.server.ts'
import { countAgentView } from './count-agent-view.server.ts'
import { loadListingOwnership } from './load-listing-ownership.server.ts'
import { agentPageAction } from './agent-page-action.server.ts'

/*
 * The page's forms (reviews, deployment request, purchase, contact, claim) are rendered by the server
 * and work as plain forms; their code reaches the browser when they are about to be used, not with the
 * first load (issue 19: the agent page's first load was 130 KB of JavaScript; decision 042).
 */
const ReviewsPanel = hydrateLater('reviews', () => import('../../components/reviews/reviews-panel.tsx').then((module) => module.ReviewsPanel))
const AgentDeploymentCard = hydrateLater('deployment', () => import('../../components/deployment/agent-deployment-card.tsx').then((module) => module.AgentDeploymentCard))
const AgentPurchasePanel = hydrateLater('purchase', () => import('../../components/payments/agent-purchase-panel.tsx').then((module) => module.AgentPurchasePanel))
const ContactBuilder = hydrateLater('contact', () => import('../../components/listings/contact-builder.tsx').then((module) => module.ContactBuilder))
const ListingOwnership = hydrateLater('ownership', () => import('../../components/contributions/listing-ownership.tsx').then((module) => module.ListingOwnership))

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

export async function loader({ request, params, context }: Route.LoaderArgs) {
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

  const ownership = await loadListingOwnership({ request, agentId: agent.id })
  countAgentView({ request, context, agentId: agent.id, isOwner: ownership.isOwner })

  return {
    origin: siteOrigin(request),
    agent,
    provenance,
    reviews: await loadReviewsPanel({ request, agentId: agent.id }),
    ownership,
    related: await findRelatedAgents({ agentId: agent.id, industry: agent.industry, category: agent.category, tags: agent.tags }),
    deployment: loadAgentDeployment(agent),
    payments: getPaymentMode(),
  }
}

/** The reviews panel's forms (write, vote, report, reply) post here. */
// …and the deployment request form of agents that are not self-deployable.
export const action = agentPageAction

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
    imagePath: `/agents/${agent.id}/og.png`,
    jsonLd: agentJsonLd(agent, absoluteUrl(origin, path)),
  })
}

export default function AgentDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { agent, provenance, deployment } = loaderData
  const deployResult = (actionData as { intent?: string } | undefined)?.intent === 'deploy' ? (actionData as TDeployNotice) : undefined

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600 dark:text-slate-300">
        <Link to="/marketplace" className="hover:underline">
          Marketplace
        </Link>{' '}
        / <span aria-current="page">{agent.name}</span>
      </nav>
      <ShareLinks url={absoluteUrl(loaderData.origin, agentPath(agent))} title={agent.name} />
      <AgentHeader agent={agent} />
      <div className="flex flex-col gap-2">
        <AgentListActions agent={agent} />
        <AlsoListedIn entries={provenance} />
      </div>
      <ListingOwnership agentId={agent.id} ownership={loaderData.ownership} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <Card as="section" aria-labelledby="description-heading" className="gap-3">
            <CardTitle id="description-heading">Description</CardTitle>
            <p className="whitespace-pre-line text-slate-800 dark:text-slate-200">{agent.description}</p>
          </Card>
          <AgentDeploymentCard agentId={agent.id} facts={deployment.facts} guideHtml={deployment.guideHtml} isSignedIn={loaderData.reviews.viewer.isSignedIn} returnTo={agentPath(agent)} result={deployResult} />
          <ProvenanceCard entries={provenance} createdAt={agent.createdAt} />
        </div>
        <div className="flex flex-col gap-6">
          <DeploymentQuickActions agent={agent} facts={deployment.facts} />
          <AgentPurchasePanel agent={agent} isOwner={loaderData.ownership.isOwner} payments={loaderData.payments} />
          <DetailsCard agent={agent} deploymentFacts={deployment.facts} />
          {loaderData.ownership.ownerName && !loaderData.ownership.isOwner && <ContactBuilder agentId={agent.id} builderName={loaderData.ownership.ownerName} />}
        </div>
      </div>
      <RatingsSummary averageRating={agent.averageRating} totalRatings={agent.totalRatings}>
        <ReviewsPanel data={loaderData.reviews} />
      </RatingsSummary>
      <RelatedAgents agents={loaderData.related} />
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
