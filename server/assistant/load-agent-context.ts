import { getAgent } from '../catalogue/index.ts'
import type { TAgentContext } from './compose-deployment-answer.ts'
import { deploymentFactsOf } from '../shared/derive-deployment-facts.ts'

/** The public listing of one active agent with its deployment facts; NOT_FOUND when missing. */
export async function loadAgentContext(agentId: number): Promise<TAgentContext> {
  const agent = await getAgent({ id: agentId })

  return { ...agent, facts: deploymentFactsOf(agent) }
}
