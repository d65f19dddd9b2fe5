import { findAgents, findFeaturedAgents, getCatalogueStats } from '../../server/catalogue/index.ts'
import { FeaturedAgents } from '../components/featured-agents.tsx'
import { AgentShelf } from '../components/home/agent-shelf.tsx'
import { ClosingCallToAction } from '../components/home/closing-call-to-action.tsx'
import { CoachingTracks } from '../components/home/coaching-tracks.tsx'
import { DeploymentExplainer } from '../components/home/deployment-explainer.tsx'
import { HomeHero } from '../components/home/home-hero.tsx'
import { RatingSummary } from '../components/home/rating-summary.tsx'
import { SoloBusinessBenefits } from '../components/home/solo-business-benefits.tsx'
import { StatsStrip } from '../components/home/stats-strip.tsx'
import { VerticalCards } from '../components/home/vertical-cards.tsx'
import { WhyChoose } from '../components/home/why-choose.tsx'
import { PageSection } from '../components/page-section.tsx'
import { toCardData } from '../lib/agent-card-data.ts'
import { siteOrigin } from '../lib/origin.server.ts'
import { buildMeta, SITE_NAME } from '../lib/seo.ts'
import type { Route } from './+types/home'

/** Spec §9: the home page asks for six featured agents. */
const FEATURED_LIMIT = 6
/** Each shelf of real agents shows one row of four. */
const SHELF_SIZE = 4
/** "Best rated" only counts agents with enough reviews; the order itself is review-weighted. */
const BEST_RATED_MIN_REVIEWS = 3

export async function loader({ request }: Route.LoaderArgs) {
  const [stats, featured, newest, topRated] = await Promise.all([
    getCatalogueStats(),
    findFeaturedAgents({ limit: FEATURED_LIMIT }),
    findAgents({ sort: 'newest', limit: SHELF_SIZE }),
    findAgents({ sort: 'rating', limit: SHELF_SIZE * 3 }),
  ])
  const bestRated = topRated.agents.filter((agent) => agent.totalRatings >= BEST_RATED_MIN_REVIEWS).slice(0, SHELF_SIZE)

  return { origin: siteOrigin(request), stats, featured: featured.map(toCardData), newest: newest.agents.map(toCardData), bestRated: bestRated.map(toCardData) }
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return []
  const description = `${data.stats.totalAgents.toLocaleString('en-US')} AI agents for schools, clinics, law firms, finance, HR, sales and customer service teams, collected from open directories. Compare them, read reviews and get help deploying.`

  return buildMeta({
    title: SITE_NAME,
    description,
    origin: data.origin,
    path: '/',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE_NAME,
      url: `${data.origin}/`,
      potentialAction: { '@type': 'SearchAction', target: `${data.origin}/marketplace?search={search_term_string}`, 'query-input': 'required name=search_term_string' },
    },
  })
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { stats, featured, newest, bestRated } = loaderData

  return (
    <>
      <HomeHero totalAgents={stats.totalAgents} />
      <PageSection id="featured" title="Featured premium agents" description="Listings whose builders pay for a featured placement, marked as such.">
        <FeaturedAgents agents={featured} limit={FEATURED_LIMIT} />
      </PageSection>
      <AgentShelf
        id="newest"
        title="Newest agents"
        description={`${stats.addedRecently.toLocaleString('en-US')} agents added in the last 30 days.`}
        agents={newest}
        moreHref="/marketplace?sort=newest"
        moreLabel="See all new agents"
        emptyMessage="No agents listed yet."
      />
      <AgentShelf
        id="best-rated"
        title="Best rated"
        description={`Ranked by a review-weighted rating: only agents with at least ${BEST_RATED_MIN_REVIEWS} reviews, so one glowing review is not enough.`}
        agents={bestRated}
        moreHref="/marketplace?sort=rating"
        moreLabel="See all rated agents"
        emptyMessage={`No agent has ${BEST_RATED_MIN_REVIEWS} reviews yet. Try one and write the first review.`}
      />
      <VerticalCards industries={stats.industries} />
      <CoachingTracks />
      <StatsStrip stats={stats} />
      <SoloBusinessBenefits />
      <RatingSummary stats={stats} />
      <WhyChoose stats={stats} />
      <DeploymentExplainer selfDeployableAgents={stats.selfDeployableAgents} totalAgents={stats.totalAgents} />
      <ClosingCallToAction />
    </>
  )
}
