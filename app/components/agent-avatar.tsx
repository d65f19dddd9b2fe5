import { monogramHue, monogramInitials } from '../lib/agent-monogram.ts'
import { SourceIcon } from './source-icon.tsx'

/** A card's visual identity: a monogram coloured per agent, with its source platform's icon on the corner. */
function AgentAvatar({ name, source }: { name: string; source: string }) {
  return (
    // `.avatar*` in app/app.css: one short class per part, 24 cards to a page.
    <span className="avatar" aria-hidden="true">
      {/* Only the hue varies: `.avatar-initials` builds the colour from `--hue` (a shorter attribute on 24 cards). */}
      <span className="avatar-initials" style={{ '--hue': monogramHue(name) } as React.CSSProperties}>
        {monogramInitials(name)}
      </span>
      <SourceIcon source={source} className="avatar-source" />
    </span>
  )
}

export { AgentAvatar }
