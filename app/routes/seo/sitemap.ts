import { listAgentSitemapEntries } from '../../../server/catalogue/index.ts'
import { agentPath } from '../../lib/agent-links.ts'
import { siteOrigin } from '../../lib/origin.server.ts'
import { renderSitemap, type SitemapEntry } from '../../lib/sitemap.ts'
import { INDUSTRIES } from '../../lib/taxonomy.ts'
import type { Route } from './+types/sitemap'

/** Public pages with content of their own (not the "coming soon" placeholders). */
const STATIC_PATHS = ['/', '/marketplace', '/free-agents', '/shop', '/contribute', '/about', '/about/sources', '/careers', '/privacy', '/terms', '/api-docs']

// GET /sitemap.xml – every agent page, every industry page and the static pages
export async function loader({ request }: Route.LoaderArgs) {
  const agents = await listAgentSitemapEntries()
  const entries: SitemapEntry[] = [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...INDUSTRIES.map((industry) => ({ path: `/industries/${industry}` })),
    ...agents.map((agent) => ({ path: agentPath(agent), lastModified: agent.updatedAt })),
  ]

  return new Response(renderSitemap(siteOrigin(request), entries), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
