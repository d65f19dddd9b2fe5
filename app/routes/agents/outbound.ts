import { data, redirect } from 'react-router'
import { getOptionalUser } from '../../../server/accounts/index.ts'
import { getAgent, isAgentOwner, type TAgentDetail } from '../../../server/catalogue/index.ts'
import { recordListingEvent } from '../../../server/listings/index.ts'
import { isAppError } from '../../../server/shared/errors.ts'
import { deploymentHref, parseAgentIdParameter } from '../../lib/agent-links.ts'
import { OUTBOUND_TARGETS, type TOutboundTarget } from '../../lib/outbound-links.ts'
import type { Route } from './+types/outbound'

/** Where each outbound action leads: always the agent's own stored data, so this is no open redirect. */
function destinationOf(agent: TAgentDetail, target: TOutboundTarget): string | null {
  if (target === 'source' || target === 'agent') return agent.link || null
  if (target === 'api') return agent.apiEndpoint
  if (target === 'deploy') return agent.selfDeployable ? deploymentHref(agent.id) : null

  return null
}

/**
 * GET /agents/{id}/go/{target}: counts a click on View Source, Try API, Deploy Now or Go to
 * Agent, then redirects. A plain link, so it counts without JavaScript; bots and the agent's
 * owner are not counted (server/listings/record-listing-event.ts).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const agentId = parseAgentIdParameter(params.agentId)
  const target = OUTBOUND_TARGETS.find((known) => known === params.target)
  if (agentId === null || !target) throw data('Not found', { status: 404 })
  let agent: TAgentDetail
  try {
    agent = await getAgent({ id: agentId })
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw data('Agent not found', { status: 404 })
    throw error
  }
  const destination = destinationOf(agent, target)
  if (!destination) throw data('This agent has no such link.', { status: 404 })

  const viewer = await getOptionalUser(request)
  const isOwner = viewer !== null && (await isAgentOwner({ userId: viewer.id, agentId })) === 'owner'
  recordListingEvent({ agentId, kind: 'click', clientAddress: context.clientAddress, userAgent: request.headers.get('user-agent'), isOwner })

  return redirect(destination, { status: 302, headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' } })
}
