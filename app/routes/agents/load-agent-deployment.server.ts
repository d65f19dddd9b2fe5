import { composeAgentGuide, deriveDeploymentFacts, type TDeploymentFacts, type TDeploymentFactsInput } from '../../../server/assistant/index.ts'

/** The agent page's deployment facts and generated guide (pure: no database work). */
export function loadAgentDeployment(agent: TDeploymentFactsInput): { facts: TDeploymentFacts; guide: string | null } {
  const facts = deriveDeploymentFacts(agent)

  return { facts, guide: composeAgentGuide(agent, facts) }
}
