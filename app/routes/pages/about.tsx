import { Link } from 'react-router'
import { getCatalogueStats } from '../../../server/catalogue/index.ts'
import { ProsePage } from '../../components/prose-page.tsx'
import { formatCount } from '../../lib/agent-display.ts'
import { siteOrigin } from '../../lib/origin.server.ts'
import { buildMeta } from '../../lib/seo.ts'
import type { Route } from './+types/about'

export async function loader({ request }: Route.LoaderArgs) {
  const stats = await getCatalogueStats()

  return { origin: siteOrigin(request), totalAgents: stats.totalAgents, directories: stats.directories }
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return []

  return buildMeta({
    title: 'About',
    description: 'Agent Atlas is a directory of free and affordable AI agents for small businesses, schools, clinics and law firms, built from open directories.',
    origin: data.origin,
    path: '/about',
  })
}

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <ProsePage title="About Agent Atlas" lead="A directory of AI agents for people without an IT department: solo professionals, small teams, schools, clinics and law firms.">
      <p>
        There are thousands of AI agents on GitHub, Hugging Face and in template galleries, and most of them are free. Finding the one that fits your work, and knowing whether you
        can run it, is the hard part. Agent Atlas collects them in one place, files each under the industry and job it is built for, and says plainly how hard it is to deploy.
      </p>
      <h2>What is here today</h2>
      <p>
        The catalogue lists {formatCount(loaderData.totalAgents)} agents collected from {formatCount(loaderData.directories)} open directories, each reused under its licence. Every
        listing links to the agent&apos;s own page and to the directory it came from. <Link to="/about/sources">See the sources and their licences</Link>.
      </p>
      <h2>How we keep it honest</h2>
      <ul>
        <li>Numbers on the site are counted from the catalogue, not written by hand.</li>
        <li>Ratings and reviews come from members; we never seed or buy them.</li>
        <li>Premium listings are paid placements and are always marked Premium or Featured.</li>
        <li>Links are checked; broken links and archived projects are flagged.</li>
      </ul>
      <h2>Open data</h2>
      <p>
        The catalogue has a public JSON API. <Link to="/api-docs">Read the API documentation</Link>.
      </p>
    </ProsePage>
  )
}
