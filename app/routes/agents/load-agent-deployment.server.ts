import { renderMarkdownHtml } from '../../components/assistant/markdown-html.server.tsx'
import { composeAgentGuide, deriveDeploymentFacts, type TDeploymentFacts, type TDeploymentFactsInput } from '../../../server/assistant/index.ts'

/**
 * The agent page's deployment facts and generated guide (pure: no database work). The guide comes as
 * HTML rendered here, so the page ships no Markdown parser (issue 19).
 */
export function loadAgentDeployment(agent: TDeploymentFactsInput): { facts: TDeploymentFacts; guideHtml: string | null } {
  const facts = deriveDeploymentFacts(agent)
  const guide = composeAgentGuide(agent, facts)

  return { facts, guideHtml: guide ? renderMarkdownHtml(guide) : null }
}
