import { AGENT_SOURCE_LABELS, type AgentSource } from '../../server/shared/taxonomy.ts'
import { isSpriteName, SpriteIcon, type SpriteName } from '../ui/icon-sprite.tsx'

/**
 * Spec §2: these sources get their own icon (a symbol in public/icons.svg); every other source
 * gets the robot. The colours per source are `[data-source=…]` in app/app.css.
 */
const SOURCES_WITH_GLYPHS = new Set(['github', 'huggingface', 'autogpt', 'fastchat', 'babyagi', 'gpt4all', 'camel-ai', 'langchain'])

function sourceLabel(source: string): string {
  return AGENT_SOURCE_LABELS[source as AgentSource] ?? source
}

/** The source's own glyph, or 'default' (drawn with the robot) for the others. */
function sourceGlyph(source: string): SpriteName | 'default' {
  return SOURCES_WITH_GLYPHS.has(source) && isSpriteName(source) ? source : 'default'
}

type SourceIconProps = {
  source: string
  className?: string
  /** When no visible text names the source next to the icon, the icon itself must. */
  isLabelled?: boolean
}

function SourceIcon({ source, className, isLabelled = false }: SourceIconProps) {
  const glyph = sourceGlyph(source)
  const label = isLabelled ? { role: 'img', 'aria-label': `Source: ${sourceLabel(source)}` } : { 'aria-hidden': true }

  return (
    <span data-source={glyph} className={className ? `source-icon ${className}` : 'source-icon'} {...label}>
      <SpriteIcon name={glyph === 'default' ? 'bot' : glyph} className="size-3/5" />
    </span>
  )
}

export { SourceIcon, sourceGlyph, sourceLabel }
