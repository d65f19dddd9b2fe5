import { Link } from 'react-router'
import { AgentAvatar } from './agent-avatar.tsx'
import { agentPath } from '../lib/agent-links.ts'
import { formatCompactNumber, hasRating, visibleTags } from '../lib/agent-display.ts'
import { formatPrice } from '../lib/money.ts'
import { INDUSTRY_LABELS, type Industry } from '../../server/shared/taxonomy.ts'
import { Badge } from '../ui/badge.tsx'
import { Card, CardFooter } from '../ui/card.tsx'
import { StarIcon } from '../ui/icons.tsx'
import { DifficultyBadge } from './difficulty-badge.tsx'
import { LinkHealthBadges } from './link-health-badges.tsx'
import { RatingStars } from './rating-stars.tsx'
import { sourceLabel } from './source-icon.tsx'

/** The fields a card reads (a TAgentSummary from the catalogue has them all). */
export type AgentCardData = {
  id: number
  slug: string
  name: string
  description: string
  source: string
  industry: string
  difficulty: string
  tags: string[]
  isPremium: boolean
  priceCents: number
  averageRating: number
  totalRatings: number
  stars: number | null
  linkStatus: string
  isArchived: boolean
}

type AgentCardProps = {
  agent: AgentCardData
  /** Heading level inside the page outline (cards under an h2 section use h3). */
  headingLevel?: 'h2' | 'h3'
  /** Page-specific buttons (coaching, deploy, buy); rendered in the card's footer. */
  actions?: React.ReactNode
  /** Only the featured list (paid placements) may say "Featured". */
  isFeatured?: boolean
}

function AgentCard({ agent, headingLevel: Heading = 'h3', actions, isFeatured = false }: AgentCardProps) {
  const tags = visibleTags(agent.tags)

  return (
    <Card as="article" className="h-full gap-3 p-5">
      <div className="flex items-start gap-3">
        <AgentAvatar name={agent.name} source={agent.source} />
        <div className="min-w-0 flex-1">
          <Heading className="text-base leading-snug font-semibold">
            <Link to={agentPath(agent)} className="rounded-sm text-slate-900 hover:text-brand-700 hover:underline dark:text-white dark:hover:text-brand-100">
              {agent.name}
            </Link>
          </Heading>
          <p className="text-xs text-slate-600 dark:text-slate-300">
            {sourceLabel(agent.source)} · {formatPrice(agent.priceCents)}
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          {agent.isPremium && <Badge variant="premium">Premium</Badge>}
          {isFeatured && <Badge variant="default">Featured</Badge>}
        </div>
      </div>
      <p className="line-clamp-3 text-sm text-slate-700 dark:text-slate-300">{agent.description}</p>
      <ul className="flex flex-wrap items-center gap-1.5" aria-label="Details">
        <li>
          <DifficultyBadge difficulty={agent.difficulty} />
        </li>
        <li>
          <Badge variant="secondary">{INDUSTRY_LABELS[agent.industry as Industry] ?? agent.industry}</Badge>
        </li>
        {tags.shown.map((tag) => (
          <li key={tag}>
            <Badge variant="outline">{tag}</Badge>
          </li>
        ))}
        {tags.hiddenCount > 0 && (
          <li>
            <Badge variant="outline">
              +{tags.hiddenCount}
              <span className="sr-only"> more {tags.hiddenCount === 1 ? 'tag' : 'tags'}</span>
            </Badge>
          </li>
        )}
      </ul>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        {hasRating(agent) && <RatingStars averageRating={agent.averageRating} totalRatings={agent.totalRatings} />}
        {agent.stars !== null && agent.stars > 0 && (
          <span className="inline-flex items-center gap-1 text-xs text-slate-600 dark:text-slate-300">
            <StarIcon className="size-3.5" />
            {formatCompactNumber(agent.stars)}
            <span className="sr-only"> stars</span> on GitHub
          </span>
        )}
        <LinkHealthBadges linkStatus={agent.linkStatus} isArchived={agent.isArchived} />
      </div>
      {actions && <CardFooter className="pt-1">{actions}</CardFooter>}
    </Card>
  )
}

export { AgentCard }
