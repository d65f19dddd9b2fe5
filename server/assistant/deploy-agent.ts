import { createDeploymentRequest, type TDeploymentService } from '../deployments/index.ts'
import { recordAgentUsage } from '../reviews/index.ts'
import { AppError } from '../shared/errors.ts'
import { composeAgentGuide } from './compose-agent-guide.ts'
import { loadAgentContext } from './load-agent-context.ts'

export type DeployAgentOptions = { agentId: number; userId: number | null; service?: TDeploymentService; message?: string }

export type TDeployAgentResult =
  | { outcome: 'guide'; message: string; guide: string; guideUrl: string }
  | { outcome: 'requested'; message: string; requestId: number; isNew: boolean; service: TDeploymentService }

export const DEPLOYMENT_GUIDE_MESSAGE = 'This agent is self-deployable: follow its deployment guide.'
export const DEPLOYMENT_REQUESTED_MESSAGE = 'Your deployment request was received. We will reply from the deployment queue; follow it on your account page.'
export const DEPLOYMENT_ALREADY_REQUESTED_MESSAGE = 'You already asked us to deploy this agent; your request is still open. Follow it on your account page.'

/**
 * Spec §7 POST /api/agents/{id}/deploy. A self-deployable agent answers with its guide (anyone).
 * Otherwise a signed-in member's deployment request goes to the admin queue (one open request per
 * agent and service) and counts as deploying the agent through us (the reviews' verified badge).
 */
export async function deployAgent({ agentId, userId, service = 'guidance', message }: DeployAgentOptions): Promise<TDeployAgentResult> {
  const agent = await loadAgentContext(agentId)
  const guide = composeAgentGuide(agent, agent.facts)
  if (agent.facts.selfDeployable === 'yes' && guide) {
    return { outcome: 'guide', message: DEPLOYMENT_GUIDE_MESSAGE, guide, guideUrl: `/deployment?agent=${agent.id}#guide` }
  }
  if (!userId) throw new AppError('UNAUTHORIZED', 'Sign in to ask us to deploy this agent.')
  const { request, isNew } = await createDeploymentRequest({ userId, agentId, service, message })
  if (isNew) await recordAgentUsage({ userId, agentId, kind: 'deployment', reference: `deployment-request:${request.id}` })

  return { outcome: 'requested', message: isNew ? DEPLOYMENT_REQUESTED_MESSAGE : DEPLOYMENT_ALREADY_REQUESTED_MESSAGE, requestId: request.id, isNew, service: request.service as TDeploymentService }
}
