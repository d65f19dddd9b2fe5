import { data } from 'react-router'
import { findNewestAgents } from '../../../server/catalogue/index.ts'
import { FEED_ITEM_LIMIT, type FeedAgent } from '../../lib/agent-feeds.ts'
import { siteOrigin } from '../../lib/origin.server.ts'
import { isIndustry, type Industry } from '../../../server/shared/taxonomy.ts'

export type FeedSource = { origin: string; industry?: Industry; agents: FeedAgent[] }

/** The newest agents for a feed: the whole catalogue, or one industry (`/industries/legal/feed.xml`). */
export async function loadFeedAgents(request: Request, industryParameter: string | undefined): Promise<FeedSource> {
  if (industryParameter !== undefined && !isIndustry(industryParameter)) throw data(null, { status: 404 })
  const industry = industryParameter as Industry | undefined
  const agents = await findNewestAgents({ industry, limit: FEED_ITEM_LIMIT })

  return { origin: siteOrigin(request), industry, agents }
}

/** Feed readers poll; a short shared-cache lifetime keeps them cheap and still fresh. */
export const FEED_CACHE_CONTROL = 'public, max-age=300'
