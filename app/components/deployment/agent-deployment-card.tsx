import type { TDeploymentFacts } from '../../../server/shared/deployment-facts.schemas.ts'
import { StaticMarkdown } from '../assistant/static-markdown.tsx'
import { Card, CardTitle } from '../../ui/card.tsx'
import { DeployNotice, type TDeployNotice } from './deploy-notice.tsx'
import { DeploymentRequestForm } from './deployment-request-form.tsx'

type Props = { agentId: number; facts: TDeploymentFacts; guideHtml: string | null; isSignedIn: boolean; returnTo: string; result?: TDeployNotice }

/**
 * The agent page's deployment part (spec §2, §4): the Deployment Guide card only when a guide
 * exists (the summary toggles it, with or without JavaScript); for an agent that is not
 * self-deployable, a deployment request instead.
 */
export function AgentDeploymentCard({ agentId, facts, guideHtml, isSignedIn, returnTo, result }: Props) {
  return (
    <>
      <DeployNotice result={result} />
      {guideHtml ? (
        <Card as="section" id="deployment-guide" aria-labelledby="guide-heading" className="gap-3">
          <CardTitle id="guide-heading">Deployment Guide</CardTitle>
          <p className="text-sm text-slate-700 dark:text-slate-300">{facts.basis}</p>
          <details className="group" open={facts.selfDeployable === 'yes'}>
            <summary className="cursor-pointer text-sm font-medium text-sky-800 underline dark:text-sky-300">
              <span className="group-open:hidden">Show the deployment guide</span>
              <span className="hidden group-open:inline">Hide the deployment guide</span>
            </summary>
            <div className="mt-3">
              <StaticMarkdown html={guideHtml} />
            </div>
          </details>
        </Card>
      ) : null}
      {facts.selfDeployable !== 'yes' ? (
        <Card as="section" aria-labelledby="deploy-help-heading" className="gap-3">
          <CardTitle id="deploy-help-heading">Get help deploying</CardTitle>
          <p className="text-sm text-slate-700 dark:text-slate-300">{facts.basis}</p>
          <DeploymentRequestForm agentId={agentId} isSignedIn={isSignedIn} returnTo={returnTo} />
        </Card>
      ) : null}
    </>
  )
}
