import { CompareToggle } from './compare-toggle.tsx'
import { SaveButton } from './save-button.tsx'

/** Save and compare, the two controls every agent card and the agent page carry. */
function AgentListActions({ agent }: { agent: { id: number; name: string } }) {
  return (
    // `.list-actions` (app/app.css): one short class on each of a page's 24 cards.
    <span className="list-actions">
      <SaveButton agent={agent} />
      <CompareToggle agent={agent} />
    </span>
  )
}

export { AgentListActions }
