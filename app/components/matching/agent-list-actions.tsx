import { CompareToggle } from './compare-toggle.tsx'
import { SaveButton } from './save-button.tsx'

/** Save and compare, the two controls every agent card and the agent page carry. */
function AgentListActions({ agent }: { agent: { id: number; name: string } }) {
  return (
    <span className="flex w-full flex-wrap items-center gap-2">
      <SaveButton agent={agent} />
      <CompareToggle agent={agent} />
    </span>
  )
}

export { AgentListActions }
