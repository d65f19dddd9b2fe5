import { AGENT_SOURCE_LABELS, type AgentSource } from '../../server/shared/taxonomy.ts'
import { isSpriteName, SpriteIcon } from '../ui/icon-sprite.tsx'

/**
 * Spec §2: these sources get their own icon (a symbol in app/ui/icon-sprite.tsx); every other source
 * gets the robot. The colours per source are `.source-icon[data-source=…]` in app/app.css.
 */
const SOURCES_WITH_GLYPHS = new Set(['github', 'huggingface', 'autogpt', 'fastchat', 'babyagi', 'gpt4all', 'camel-ai', 'langchain'])

function sourceLabel(source: string): string {
  return AGENT_SOURCE_LABELS[source as AgentSource] ?? source
}

type SourceIconProps = {
  source: string
  className?: string
  /** When no visible text names the source next to the icon, the icon itself must. */
  isLabelled?: boolean
}

function SourceIcon({ source, className, isLabelled = false }: SourceIconProps) {
  const glyph = SOURCES_WITH_GLYPHS.has(source) && isSpriteName(source) ? source : null
  const label = isLabelled ? { role: 'img', 'aria-label': `Source: ${sourceLabel(source)}` } : { 'aria-hidden': true }

  return (
    <span data-source={glyph ?? 'default'} className={className ? `source-icon ${className}` : 'source-icon'} {...label}>
      <SpriteIcon name={glyph ?? 'bot'} className="size-3/5" />
    </span>
  )
}

export { SourceIcon, sourceLabel }
