import { renderMarkdownHtml } from '../../components/assistant/markdown-html.server.tsx'
import { composeAgentGuide, deploymentFactsOf, type TDeploymentFacts, type TDeploymentFactsInput } from '../../../server/assistant/index.ts'

/** The stored facts the agent's row carries (the derivation's, or an owner's or admin's statement). */
type TStoredFactsColumns = { selfDeployable: boolean | null; deploymentComplexity: string | null; infrastructureNeeded: string | null }

/**
 * The agent page's deployment facts and generated guide (pure: no database work). The guide comes as
 * HTML rendered here, so the page ships no Markdown parser (issue 19).
 */
export function loadAgentDeployment(agent: TDeploymentFactsInput & TStoredFactsColumns): { facts: TDeploymentFacts; guideHtml: string | null } {
  const facts = deploymentFactsOf(agent)
  const guide = composeAgentGuide(agent, facts)

  return { facts, guideHtml: guide ? renderMarkdownHtml(guide) : null }
}
