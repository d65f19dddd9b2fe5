import { monogramHue, monogramInitials } from '../lib/agent-monogram.ts'
import { sourceGlyph } from './source-icon.tsx'

/**
 * A card's visual identity: a monogram coloured per agent, with its source platform's icon on the
 * corner. Decorative (the card's text names the agent and its source). Three elements, no classes
 * but the outer one: `.avatar`, `.avatar > i` and the colours per `[data-source]` in app/app.css
 * style the rest (24 cards to a page, issue 19).
 */
function AgentAvatar({ name, source }: { name: string; source: string }) {
  const glyph = sourceGlyph(source)

  return (
    // Only the hue varies: `.avatar` builds the colour from `--hue`.
    <span className="avatar" style={{ '--hue': monogramHue(name) } as React.CSSProperties} aria-hidden="true">
      {monogramInitials(name)}
      <i data-source={glyph}>
        <svg>
          <use href={`/icons.svg#${glyph === 'default' ? 'bot' : glyph}`} />
        </svg>
      </i>
    </span>
  )
}

export { AgentAvatar }
