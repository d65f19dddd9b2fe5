import { Link } from 'react-router'
import { ProsePage } from '../../components/prose-page.tsx'
import { contactEmail } from '../../lib/contact.server.ts'
import { siteOrigin } from '../../lib/origin.server.ts'
import { buildMeta } from '../../lib/seo.ts'
import type { Route } from './+types/careers'

export function loader({ request }: Route.LoaderArgs) {
  return { origin: siteOrigin(request), email: contactEmail() }
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return []

  return buildMeta({ title: 'Careers', description: 'Working on Agent Atlas: open positions and how to help.', origin: data.origin, path: '/careers' })
}

export default function Careers({ loaderData }: Route.ComponentProps) {
  return (
    <ProsePage title="Careers" lead="We are a small team and have no open positions right now.">
      <p>
        When we hire, the roles will be listed on this page. If you would like to hear from us, write to <a href={`mailto:${loaderData.email}`}>{loaderData.email}</a> with a few
        lines about yourself and what you would like to work on.
      </p>
      <h2>Help without a job title</h2>
      <p>
        Built an agent, or know a good one we miss? <Link to="/contribute">Contribute it</Link>. Found a broken link or a wrong description? Tell us at the same address.
      </p>
    </ProsePage>
  )
}
