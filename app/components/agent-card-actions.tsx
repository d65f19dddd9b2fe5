import { Link } from 'react-router'
import { agentPath, checkoutHref, coachingHref, deploymentHref } from '../lib/agent-links.ts'
import { buttonVariants } from '../ui/button.tsx'
import { CompareToggle } from './matching/compare-toggle.tsx'
import { SaveButton } from './matching/save-button.tsx'

type ActionAgent = { id: number; slug: string; name: string; source: string; priceCents?: number }

/*
 * The card's links say `discover="none"`: React Router would mark each with `data-discover` to fetch
 * its route ahead, but the card's title link already does that for the agent page (one marked link
 * per route is enough), and the rest are found when followed (decision 034: 24 cards repeated it ~100 times).
 */

/** The agent's name for screen readers, so "Coaching" links in a grid are told apart. */
function ForAgent({ name }: { name: string }) {
  return <span className="sr-only">{` for ${name}`}</span>
}

/** Save and compare in the card's own footer row (no wrapper of their own: 24 cards to a page). */
function SaveAndCompare({ agent }: { agent: ActionAgent }) {
  return (
    <>
      <SaveButton agent={agent} />
      <CompareToggle agent={agent} />
    </>
  )
}

/**
 * Marketplace (spec §2): deployment coaching. The card's title is its link to the agent page (a
 * "View details" button beside it said the same once more per card, issue 19). No "Upgrade listing":
 * a visitor does not own the agent (owners upgrade from /advertise).
 */
function MarketplaceCardActions({ agent }: { agent: ActionAgent }) {
  return (
    <>
      <Link discover="none" to={coachingHref(agent)} className={buttonVariants({ size: 'sm' })}>
        Get coaching
        <ForAgent name={agent.name} />
      </Link>
      <SaveAndCompare agent={agent} />
    </>
  )
}

/** Free and affordable agents page (spec §2): View Details. */
function FreeAgentCardActions({ agent }: { agent: ActionAgent }) {
  return (
    <>
      <Link discover="none" to={agentPath(agent)} className={buttonVariants({ size: 'sm' })}>
        View Details
        <ForAgent name={agent.name} />
      </Link>
      <SaveAndCompare agent={agent} />
    </>
  )
}

/** Storefront (spec §2): free agents deploy, paid agents go to checkout. */
function ShopCardActions({ agent }: { agent: ActionAgent }) {
  const isFree = (agent.priceCents ?? 0) === 0

  return (
    <>
      <Link discover="none" to={isFree ? deploymentHref(agent.id) : checkoutHref(agent.id)} className={buttonVariants({ variant: isFree ? 'success' : 'default', size: 'sm' })}>
        {isFree ? 'Deploy Free' : 'Buy & Deploy'}
        <ForAgent name={agent.name} />
      </Link>
      <Link discover="none" to={agentPath(agent)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        Details
        <ForAgent name={agent.name} />
      </Link>
      <SaveAndCompare agent={agent} />
    </>
  )
}

export { FreeAgentCardActions, MarketplaceCardActions, ShopCardActions }
