import { siteOrigin } from '../../lib/origin.server.ts'
import { renderRobots } from '../../lib/sitemap.ts'
import type { Route } from './+types/robots'

// GET /robots.txt – crawl rules and the sitemap's address
export function loader({ request }: Route.LoaderArgs) {
  return new Response(renderRobots(siteOrigin(request)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  })
}
