import { getAgent } from '../../../server/catalogue/index.ts'
import { isAppError } from '../../../server/shared/errors.ts'
import { renderAgentOgImage } from '../../lib/agent-og-image.server.ts'
import { parseAgentIdParameter } from '../../lib/agent-links.ts'
import { INDUSTRY_LABELS, type Industry } from '../../../server/shared/taxonomy.ts'
import { sourceLabel } from '../../components/source-icon.tsx'
import type { Route } from './+types/og-image'

/** GET /agents/:agentId/og.png: the picture shared links show (og:image, twitter:image). */
export async function loader({ params }: Route.LoaderArgs) {
  const id = parseAgentIdParameter(params.agentId)
  if (id === null) return new Response('Not found', { status: 404 })
  let agent
  try {
    agent = await getAgent({ id })
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') return new Response('Not found', { status: 404 })
    throw error
  }
  const png = await renderAgentOgImage({
    id: agent.id,
    name: agent.name,
    description: agent.description,
    industryLabel: INDUSTRY_LABELS[agent.industry as Industry] ?? agent.industry,
    sourceLabel: sourceLabel(agent.source),
    averageRating: agent.averageRating,
    totalRatings: agent.totalRatings,
  })

  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=3600' } })
}
