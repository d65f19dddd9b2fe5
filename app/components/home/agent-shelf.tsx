import { Link } from 'react-router'
import { buttonVariants } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { FreeAgentCardActions } from '../agent-card-actions.tsx'
import { AgentGrid } from '../agent-grid.tsx'
import type { AgentCardData } from '../agent-card.tsx'
import { PageSection } from '../page-section.tsx'


type AgentShelfProps = {
  id: string
  title: string
  description: string
  agents: AgentCardData[]
  /** The marketplace view that continues the shelf. */
  moreHref: string
  moreLabel: string
  emptyMessage: string
}

/** A row of real agents on the home page (newest, best rated), with a link to the full list. */
function AgentShelf({ id, title, description, agents, moreHref, moreLabel, emptyMessage }: AgentShelfProps) {
  return (
    <PageSection id={id} title={title} description={description}>
      {agents.length === 0 ? (
        <Card className="items-center py-8 text-center">
          <p className="text-sm text-slate-600 dark:text-slate-300">{emptyMessage}</p>
        </Card>
      ) : (
        <div className="flex flex-col gap-4">
          <AgentGrid agents={agents} columns={4} actions={(agent) => <FreeAgentCardActions agent={agent} />} />
          <Link to={moreHref} className={`${buttonVariants({ variant: 'outline' })} self-center`}>
            {moreLabel}
          </Link>
        </div>
      )}
    </PageSection>
  )
}

export { AgentShelf }
