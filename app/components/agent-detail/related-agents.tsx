import type { TAgentSummary } from '../../../server/catalogue/index.ts'
import { AgentGrid } from '../agent-grid.tsx'
import { AgentListActions } from '../matching/agent-list-actions.tsx'

/** Agents like this one (same industry or category, shared tags), never itself. */
function RelatedAgents({ agents }: { agents: TAgentSummary[] }) {
  if (agents.length === 0) return null

  return (
    <section aria-labelledby="related-heading" className="flex flex-col gap-4">
      <h2 id="related-heading" className="text-xl font-semibold">
        Related agents
      </h2>
      <AgentGrid agents={agents} columns={4} actions={(agent) => <AgentListActions agent={agent} />} />
    </section>
  )
}

export { RelatedAgents }
