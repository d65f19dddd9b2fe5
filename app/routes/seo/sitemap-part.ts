import { listAgentSitemapEntries } from '../../../server/catalogue/index.ts'
import { agentPath } from '../../lib/agent-links.ts'
import { siteOrigin } from '../../lib/origin.server.ts'
import { PUBLIC_PAGE_PATHS, renderSitemap, SITEMAP_HEADERS, SITEMAP_URL_LIMIT } from '../../lib/sitemap.ts'
import type { Route } from './+types/sitemap-part'

// GET /sitemaps/pages.xml and /sitemaps/agents-N.xml – the parts sitemap.xml indexes past 50,000 URLs
export async function loader({ request, params }: Route.LoaderArgs) {
  const origin = siteOrigin(request)
  if (params.part === 'pages.xml') {
    return new Response(renderSitemap(origin, PUBLIC_PAGE_PATHS.map((path) => ({ path }))), { headers: SITEMAP_HEADERS })
  }

  const agentPart = /^agents-([1-9]\d{0,5})\.xml$/.exec(params.part)
  const agents = agentPart ? await listAgentSitemapEntries({ offset: (Number(agentPart[1]) - 1) * SITEMAP_URL_LIMIT, limit: SITEMAP_URL_LIMIT }) : []
  if (agents.length === 0) return new Response('No such sitemap', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

  const entries = agents.map((agent) => ({ path: agentPath(agent), lastModified: agent.updatedAt }))

  return new Response(renderSitemap(origin, entries), { headers: SITEMAP_HEADERS })
}
