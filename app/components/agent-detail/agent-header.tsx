import type { TAgentDetail } from '../../../server/catalogue/index.ts'
import { INDUSTRY_LABELS, type Industry } from '../../../server/shared/taxonomy.ts'
import { Badge } from '../../ui/badge.tsx'
import { DifficultyBadge } from '../difficulty-badge.tsx'
import { LinkHealthBadges } from '../link-health-badges.tsx'
import { SourceIcon, sourceLabel } from '../source-icon.tsx'

type AgentHeaderProps = { agent: TAgentDetail }

/** Spec §2 "Agent detail" header: source icon, name, 'from' + builder, premium badge, chips. */
function AgentHeader({ agent }: AgentHeaderProps) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start gap-4">
        <SourceIcon source={agent.source} className="size-14" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{agent.name}</h1>
            {agent.isPremium && <Badge variant="premium">Premium</Badge>}
          </div>
          {agent.builderProfile && (
            <p className="text-slate-700 dark:text-slate-300">
              from{' '}
              {agent.builderUrl ? (
                <a href={agent.builderUrl} rel="noopener nofollow" className="font-medium text-brand-700 hover:underline dark:text-brand-100">
                  {agent.builderProfile}
                </a>
              ) : (
                <span className="font-medium">{agent.builderProfile}</span>
              )}
            </p>
          )}
        </div>
      </div>
      <ul className="flex flex-wrap items-center gap-2" aria-label="Summary">
        <li>
          <DifficultyBadge difficulty={agent.difficulty} />
        </li>
        <li>
          <Badge variant="secondary">{sourceLabel(agent.source)}</Badge>
        </li>
        <li>
          <Badge variant="secondary">{INDUSTRY_LABELS[agent.industry as Industry] ?? agent.industry}</Badge>
        </li>
        {agent.tags.map((tag) => (
          <li key={tag}>
            <Badge variant="outline">{tag}</Badge>
          </li>
        ))}
        <li>
          <LinkHealthBadges linkStatus={agent.linkStatus} isArchived={agent.isArchived} />
        </li>
      </ul>
    </div>
  )
}

export { AgentHeader }
