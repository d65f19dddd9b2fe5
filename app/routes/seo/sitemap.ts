import { countAgentSitemapEntries, listAgentSitemapEntries } from '../../../server/catalogue/index.ts'
import { agentPath } from '../../lib/agent-links.ts'
import { siteOrigin } from '../../lib/origin.server.ts'
import { PUBLIC_PAGE_PATHS, renderSitemap, renderSitemapIndex, SITEMAP_HEADERS, SITEMAP_URL_LIMIT, sitemapPartPaths } from '../../lib/sitemap.ts'
import type { Route } from './+types/sitemap'

// GET /sitemap.xml – every public page and agent page in one file while they fit, else an index of parts
export async function loader({ request }: Route.LoaderArgs) {
  const origin = siteOrigin(request)
  const agentCount = await countAgentSitemapEntries()
  if (PUBLIC_PAGE_PATHS.length + agentCount > SITEMAP_URL_LIMIT) {
    return new Response(renderSitemapIndex(origin, sitemapPartPaths(agentCount)), { headers: SITEMAP_HEADERS })
  }

  const agents = await listAgentSitemapEntries({ offset: 0, limit: agentCount })
  const entries = [
    ...PUBLIC_PAGE_PATHS.map((path) => ({ path })),
    ...agents.map((agent) => ({ path: agentPath(agent), lastModified: agent.updatedAt })),
  ]

  return new Response(renderSitemap(origin, entries), { headers: SITEMAP_HEADERS })
}
