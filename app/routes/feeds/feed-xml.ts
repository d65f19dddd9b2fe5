import { renderRssFeed } from '../../lib/agent-feeds.ts'
import type { Route } from './+types/feed-xml'
import { FEED_CACHE_CONTROL, loadFeedAgents } from './load-feed-agents.server.ts'

// GET /feed.xml, /industries/:industry/feed.xml – RSS 2.0 of the newest agents
export async function loader({ request, params }: Route.LoaderArgs) {
  const { agents, ...scope } = await loadFeedAgents(request, params.industry)

  return new Response(renderRssFeed(agents, scope), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': FEED_CACHE_CONTROL },
  })
}
