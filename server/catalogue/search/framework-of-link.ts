/**
 * The framework an agent is built with, named by the GitHub repository it lives in: the examples of
 * crewAIInc/crewAI-examples or agno-agi/agno rarely say "CrewAI" or "Agno" in their own text, and a
 * search for the framework should find them (issue 17: framework names lose to generic words).
 * Longest prefix first; lower-cased "owner/" or "owner/repository".
 */
const FRAMEWORK_REPOSITORIES: [prefix: string, words: string][] = [
  ['langchain-ai/langgraph', 'langgraph langchain'],
  ['langchain-ai/', 'langchain'],
  ['crewaiinc/', 'crewai'],
  ['agno-agi/', 'agno'],
  ['microsoft/autogen', 'autogen'],
  ['ag2ai/', 'ag2 autogen'],
  ['vrsen/agency-swarm', 'agency swarm'],
  ['flowiseai/', 'flowise'],
  ['n8n-io/', 'n8n'],
  ['run-llama/', 'llamaindex'],
  ['openai/openai-agents', 'openai agents sdk'],
]

export function frameworkOfLink(link: string): string | null {
  const repository = /github\.com\/([^/]+\/[^/#?]+)/i.exec(link)?.[1]?.toLowerCase()
  if (!repository) return null

  return FRAMEWORK_REPOSITORIES.find(([prefix]) => (prefix.endsWith('/') ? repository.startsWith(prefix) : repository === prefix))?.[1] ?? null
}
