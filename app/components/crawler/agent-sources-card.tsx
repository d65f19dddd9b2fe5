import { AGENT_SOURCE_LABELS, type AgentSource } from '../../../server/shared/taxonomy.ts'
import { pluralise } from '../../lib/agent-display.ts'
import { Card, CardDescription, CardHeader, CardTitle } from '../../ui/card.tsx'
import { sourceShares } from './source-shares.ts'

function sourceLabel(source: string) {
  return AGENT_SOURCE_LABELS[source as AgentSource] ?? source
}

/** Agents per platform with their share of the catalogue (spec §2, Agent Sources). */
function AgentSourcesCard({ breakdown }: { breakdown: Record<string, number> }) {
  const shares = sourceShares(breakdown)

  return (
    <Card as="section" aria-labelledby="agent-sources-title">
      <CardHeader>
        <CardTitle id="agent-sources-title">Agent Sources</CardTitle>
        <CardDescription>Where the catalogue’s agents run or come from.</CardDescription>
      </CardHeader>
      {shares.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">No agents yet. Run the crawler to collect some.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {shares.map((share) => (
            <li key={share.source} className="flex flex-col gap-1">
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="font-medium">{sourceLabel(share.source)}</span>
                <span className="tabular-nums text-slate-700 dark:text-slate-300">
                  {pluralise(share.count, 'agent')} · {share.percent}
                </span>
              </div>
              <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800">
                <div className="h-full rounded-full bg-brand-600" style={{ width: `${Math.max(share.fraction * 100, 0.5)}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}

export { AgentSourcesCard }
