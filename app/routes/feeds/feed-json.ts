import { buildJsonFeed } from '../../lib/agent-feeds.ts'
import type { Route } from './+types/feed-json'
import { FEED_CACHE_CONTROL, loadFeedAgents } from './load-feed-agents.server.ts'

// GET /feed.json, /industries/:industry/feed.json – JSON Feed 1.1 of the newest agents
export async function loader({ request, params }: Route.LoaderArgs) {
  const { agents, ...scope } = await loadFeedAgents(request, params.industry)

  return new Response(JSON.stringify(buildJsonFeed(agents, scope)), {
    headers: { 'Content-Type': 'application/feed+json; charset=utf-8', 'Cache-Control': FEED_CACHE_CONTROL },
  })
}
