import { findFeaturedAgents, getCatalogueStats } from '../../server/catalogue/index.ts'
import { FeaturedAgents } from '../components/featured-agents.tsx'
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
import { siteOrigin } from '../lib/origin.server.ts'
import { buildMeta, SITE_NAME } from '../lib/seo.ts'
import type { Route } from './+types/home'

/** Spec §9: the home page asks for six featured agents. */
const FEATURED_LIMIT = 6

export async function loader({ request }: Route.LoaderArgs) {
  const [stats, featured] = await Promise.all([getCatalogueStats(), findFeaturedAgents({ limit: FEATURED_LIMIT })])

  return { origin: siteOrigin(request), stats, featured }
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
  const { stats, featured } = loaderData

  return (
    <>
      <HomeHero totalAgents={stats.totalAgents} />
      <StatsStrip stats={stats} />
      <VerticalCards industries={stats.industries} />
      <SoloBusinessBenefits />
      <RatingSummary stats={stats} />
      <WhyChoose stats={stats} />
      <DeploymentExplainer selfDeployableAgents={stats.selfDeployableAgents} totalAgents={stats.totalAgents} />
      <PageSection id="featured" title="Featured premium agents" description="Listings whose builders pay for a featured placement, marked as such.">
        <FeaturedAgents agents={featured} limit={FEATURED_LIMIT} />
      </PageSection>
      <CoachingTracks />
      <ClosingCallToAction />
    </>
  )
}
