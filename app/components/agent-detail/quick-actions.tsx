import { Link } from 'react-router'
import type { TAgentDetail } from '../../../server/catalogue/index.ts'
import { coachingHref, deploymentHref } from '../../lib/agent-links.ts'
import { cn } from '../../lib/cn.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { Card, CardTitle } from '../../ui/card.tsx'
import { CodeIcon, ExternalLinkIcon, GraduationIcon, RocketIcon } from '../../ui/icons.tsx'

/** Spec §2: each action shows only when its data exists. */
function QuickActions({ agent }: { agent: TAgentDetail }) {
  const full = cn(buttonVariants({ variant: 'outline' }), 'w-full justify-start')

  return (
    <Card as="section" aria-labelledby="quick-actions-heading" className="gap-3">
      <CardTitle id="quick-actions-heading">Quick Actions</CardTitle>
      {agent.link && (
        <a href={agent.link} rel="noopener nofollow" className={cn(buttonVariants(), 'w-full justify-start')}>
          <ExternalLinkIcon />
          View Source
        </a>
      )}
      {agent.apiEndpoint && (
        <a href={agent.apiEndpoint} rel="noopener nofollow" className={full}>
          <CodeIcon />
          Try API
        </a>
      )}
      {agent.selfDeployable && (
        <Link to={deploymentHref(agent.id)} className={full}>
          <RocketIcon />
          Deploy Now
        </Link>
      )}
      <Link to={coachingHref(agent)} className={full}>
        <GraduationIcon />
        Get deployment coaching
      </Link>
    </Card>
  )
}

export { QuickActions }
