import { monogramHue, monogramInitials } from '../lib/agent-monogram.ts'
import { SourceIcon } from './source-icon.tsx'

/** A card's visual identity: a monogram coloured per agent, with its source platform's icon on the corner. */
function AgentAvatar({ name, source }: { name: string; source: string }) {
  return (
    // `.avatar*` in app/app.css: one short class per part, 24 cards to a page.
    <span className="avatar" aria-hidden="true">
      <span className="avatar-initials" style={{ backgroundColor: `hsl(${monogramHue(name)} 55% 30%)` }}>
        {monogramInitials(name)}
      </span>
      <SourceIcon source={source} className="avatar-source" />
    </span>
  )
}

export { AgentAvatar }
