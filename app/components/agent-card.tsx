import { Link } from 'react-router'
import { AgentAvatar } from './agent-avatar.tsx'
import { agentPath } from '../lib/agent-links.ts'
import { formatCompactNumber, hasRating, visibleTags } from '../lib/agent-display.ts'
import { formatPrice } from '../lib/money.ts'
import { INDUSTRY_LABELS, type Industry } from '../../server/shared/taxonomy.ts'
import { Badge } from '../ui/badge.tsx'
import { Card, CardFooter } from '../ui/card.tsx'
import { SpriteIcon } from '../ui/icon-sprite.tsx'
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

  // The classes (`.agent-card*`, `.avatar*`, `.text-muted` in app/app.css) and the sprite icons keep
  // each of a page's 24 cards short (issue 19); text is joined in one string so React adds no
  // `<!-- -->` between the parts.
  return (
    <Card as="article" className="agent-card">
      <div className="agent-card-head">
        <AgentAvatar name={agent.name} source={agent.source} />
        <div className="min-w-0 flex-1">
          <Heading className="agent-card-title">
            <Link to={agentPath(agent)} className="agent-card-link">
              {agent.name}
            </Link>
          </Heading>
          <p className="text-muted text-xs">{`${sourceLabel(agent.source)} · ${formatPrice(agent.priceCents)}`}</p>
        </div>
        {(agent.isPremium || isFeatured) && (
          <div className="agent-card-badges">
            {agent.isPremium && <Badge variant="premium">Premium</Badge>}
            {isFeatured && <Badge variant="default">Featured</Badge>}
          </div>
        )}
      </div>
      <p className="agent-card-text">{agent.description}</p>
      <ul className="agent-card-tags" aria-label="Details">
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
              {`+${tags.hiddenCount}`}
              <span className="sr-only">{` more ${tags.hiddenCount === 1 ? 'tag' : 'tags'}`}</span>
            </Badge>
          </li>
        )}
      </ul>
      <div className="agent-card-meta">
        {hasRating(agent) && <RatingStars averageRating={agent.averageRating} totalRatings={agent.totalRatings} />}
        {agent.stars !== null && agent.stars > 0 && (
          <span className="agent-card-stars">
            <SpriteIcon name="star" className="size-3.5" />
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
