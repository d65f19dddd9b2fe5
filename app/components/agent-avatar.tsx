import { monogramHue, monogramInitials } from '../lib/agent-monogram.ts'
import { SourceIcon } from './source-icon.tsx'

/** A card's visual identity: a monogram coloured per agent, with its source platform's icon on the corner. */
function AgentAvatar({ name, source }: { name: string; source: string }) {
  return (
    <span className="relative inline-flex shrink-0" aria-hidden="true">
      <span
        className="inline-flex size-11 items-center justify-center rounded-xl text-sm font-bold text-white"
        style={{ backgroundColor: `hsl(${monogramHue(name)} 55% 30%)` }}
      >
        {monogramInitials(name)}
      </span>
      <SourceIcon source={source} className="absolute -right-1.5 -bottom-1.5 size-6 rounded-md ring-2 ring-white dark:ring-slate-900" />
    </span>
  )
}

export { AgentAvatar }
