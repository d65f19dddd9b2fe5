import { Link } from 'react-router'
import type { TDeploymentFacts } from '../../../server/shared/deployment-facts.schemas.ts'
import { coachingHref } from '../../lib/agent-links.ts'
import { cn } from '../../lib/cn.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { Card, CardTitle } from '../../ui/card.tsx'
import { CodeIcon, ExternalLinkIcon, GraduationIcon, RocketIcon } from '../../ui/icons.tsx'

type Props = { agent: { id: number; name: string; source: string; link: string; apiEndpoint: string | null }; facts: TDeploymentFacts }

/** Spec §2 Quick Actions: View Source only with a link, Try API only with an endpoint, Deploy Now only when self-deployable. */
export function DeploymentQuickActions({ agent, facts }: Props) {
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
      {facts.selfDeployable === 'yes' && (
        <Link to={`/deployment?agent=${agent.id}#guide`} className={full}>
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
