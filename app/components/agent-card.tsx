import { Link } from 'react-router'
import { AgentAvatar } from './agent-avatar.tsx'
import { agentPath } from '../lib/agent-links.ts'
import { formatCompactNumber, hasRating, visibleTags } from '../lib/agent-display.ts'
import { formatPrice } from '../lib/money.ts'
import { INDUSTRY_LABELS, labelFromCode, type Industry } from '../../server/shared/taxonomy.ts'
import { Badge } from '../ui/badge.tsx'
import { Card } from '../ui/card.tsx'
import { difficultyVariant } from './difficulty-badge.tsx'
import { LinkHealthBadges } from './link-health-badges.tsx'
import { RatingStars } from './rating-stars.tsx'
import { sourceLabel } from './source-icon.tsx'

/**
 * The fields a card reads (a TAgentSummary from the catalogue has them all). The optional ones are
 * left out of a page's loader data when they hold the common value (app/lib/agent-card-data.ts):
 * not premium, free, unrated, no GitHub stars, link not dead, not archived.
 */
export type AgentCardData = {
  id: number
  slug: string
  name: string
  description: string
  source: string
  industry: string
  difficulty: string
  tags: string[]
  isPremium?: boolean
  priceCents?: number
  averageRating?: number
  totalRatings?: number
  stars?: number | null
  linkStatus?: string
  isArchived?: boolean
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

/**
 * An agent in a list: 24 to a catalogue page, so every byte repeats (issue 19). Only the outer parts
 * carry a class; `.agent-card*` in app/app.css styles the elements inside by position (heading, link,
 * paragraphs, list items), and text is joined in one string so React adds no `<!-- -->` between parts.
 */
function AgentCard({ agent, headingLevel: Heading = 'h3', actions, isFeatured = false }: AgentCardProps) {
  const tags = visibleTags(agent.tags)
  const rating = { averageRating: agent.averageRating ?? 0, totalRatings: agent.totalRatings ?? 0 }
  const gitHubStars = agent.stars ?? 0
  const linkStatus = agent.linkStatus ?? 'ok'
  const isArchived = agent.isArchived ?? false
  const hasHealthFlags = linkStatus === 'dead' || isArchived

  return (
    <Card as="article" className="agent-card">
      <header>
        <AgentAvatar name={agent.name} source={agent.source} />
        <div>
          <Heading>
            {/* Marked for discovery (data-discover) on every card: the agent route has a dynamic segment, so
                React Router asks the server about each path before navigating to it unless it was discovered. */}
            <Link to={agentPath(agent)}>{agent.name}</Link>
          </Heading>
          <p>{`${sourceLabel(agent.source)} · ${formatPrice(agent.priceCents ?? 0)}`}</p>
        </div>
        {(agent.isPremium || isFeatured) && (
          <span className="agent-card-badges">
            {agent.isPremium && <Badge variant="premium">Premium</Badge>}
            {isFeatured && <Badge variant="default">Featured</Badge>}
          </span>
        )}
      </header>
      <p>{agent.description}</p>
      {/* The difficulty coloured by its `.badge-<variant>` class, the industry (always second) as a
          secondary badge by position, the tags outlined (app/app.css). */}
      <ul aria-label="Details">
        <li className={`badge-${difficultyVariant(agent.difficulty)}`}>{labelFromCode(agent.difficulty)}</li>
        <li>{INDUSTRY_LABELS[agent.industry as Industry] ?? agent.industry}</li>
        {tags.shown.map((tag) => (
          <li key={tag}>{tag}</li>
        ))}
        {tags.hiddenCount > 0 && (
          <li>
            {`+${tags.hiddenCount}`}
            <span className="sr-only">{` more ${tags.hiddenCount === 1 ? 'tag' : 'tags'}`}</span>
          </li>
        )}
      </ul>
      {(hasRating(rating) || gitHubStars > 0 || hasHealthFlags) && (
        <p>
          {hasRating(rating) && <RatingStars {...rating} />}
          {/* `.github-stars` draws its star from CSS: no icon markup repeated on every card. */}
          {gitHubStars > 0 && (
            <span className="github-stars">
              {formatCompactNumber(gitHubStars)}
              <span className="sr-only"> stars</span> on GitHub
            </span>
          )}
          <LinkHealthBadges linkStatus={linkStatus} isArchived={isArchived} />
        </p>
      )}
      {actions && <footer>{actions}</footer>}
    </Card>
  )
}

export { AgentCard }
