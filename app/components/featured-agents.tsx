import { Link } from 'react-router'
import { cn } from '../lib/cn.ts'
import { buttonVariants } from '../ui/button.tsx'
import { Card } from '../ui/card.tsx'
import { Skeleton } from '../ui/skeleton.tsx'
import { AgentCard, type AgentCardData } from './agent-card.tsx'
import { MarketplaceCardActions } from './agent-card-actions.tsx'


type FeaturedAgentsProps = {
  agents: AgentCardData[]
  /** How many were asked for; 'View All Premium Agents' shows when the list is full (spec §9). */
  limit: number
  columns?: 3 | 4
}

/** Spec §4, empty state: nobody has bought a featured placement yet. */
function FeaturedAgentsEmpty() {
  return (
    <Card className="items-center py-10 text-center">
      <h3 className="text-lg font-semibold">No Featured Agents Yet</h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">Premium agents will appear here when they become featured.</p>
      <Link to="/premium/subscribe" className={buttonVariants({ variant: 'outline' })}>
        Learn About Premium
      </Link>
    </Card>
  )
}

/** Spec §4, loading state for client-side fetches: six placeholder cards. */
function FeaturedAgentsLoading({ count = 6 }: { count?: number }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading featured agents">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <Card className="gap-3 p-5">
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-6 w-1/2" />
          </Card>
        </li>
      ))}
    </ul>
  )
}

/** The featured premium agents block (spec §2 home, §4 states): server-rendered loaded or empty. */
function FeaturedAgents({ agents, limit, columns = 3 }: FeaturedAgentsProps) {
  if (agents.length === 0) return <FeaturedAgentsEmpty />

  return (
    <div className="flex flex-col gap-4">
      <ul className={cn('grid grid-cols-1 gap-4 sm:grid-cols-2', columns === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3')}>
        {agents.map((agent) => (
          <li key={agent.id}>
            <AgentCard agent={agent} isFeatured actions={<MarketplaceCardActions agent={agent} />} />
          </li>
        ))}
      </ul>
      {agents.length >= limit && (
        <Link to="/marketplace?premium=true" className={cn(buttonVariants({ variant: 'outline' }), 'self-center')}>
          View All Premium Agents
        </Link>
      )}
    </div>
  )
}

export { FeaturedAgents, FeaturedAgentsEmpty, FeaturedAgentsLoading }
