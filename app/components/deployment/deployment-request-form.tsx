import { Form, Link } from 'react-router'
import { DEPLOYMENT_SERVICE } from '../../../server/shared/pricing.ts'
import { cn } from '../../lib/cn.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { SubmitButton } from '../../ui/form.tsx'

type Props = { agentId: number; action?: string; isSignedIn: boolean; returnTo: string }

/** Spec §4: an agent that is not self-deployable starts a deployment request; members only, the paid service beside it. */
export function DeploymentRequestForm({ agentId, action, isSignedIn, returnTo }: Props) {
  const serviceHref = `/checkout?${new URLSearchParams({ kind: DEPLOYMENT_SERVICE.code, agentId: String(agentId) })}`
  if (!isSignedIn) {
    return (
      <div className="flex flex-col gap-2 text-sm">
        <p>Sign in to ask our team to deploy this agent with you.</p>
        <div className="flex flex-wrap gap-2">
          <Link to={`/sign-in?${new URLSearchParams({ redirectTo: returnTo })}`} className={buttonVariants()}>
            Sign in to request deployment
          </Link>
          <Link to={serviceHref} className={buttonVariants({ variant: 'outline' })}>
            {DEPLOYMENT_SERVICE.name} — ${DEPLOYMENT_SERVICE.amountCents / 100}
          </Link>
        </div>
      </div>
    )
  }

  return (
    <Form method="post" action={action} className="flex flex-col gap-2 text-sm">
      <input type="hidden" name="intent" value="deploy" />
      <input type="hidden" name="agentId" value={agentId} />
      <label htmlFor={`deploy-message-${agentId}`} className="font-medium">
        What should it do, and where should it run? (optional)
      </label>
      <textarea id={`deploy-message-${agentId}`} name="message" rows={2} maxLength={2000} className="rounded-md border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-950" />
      <div className="flex flex-wrap gap-2">
        <SubmitButton matches={{ intent: 'deploy' }} pendingLabel="Sending…">
          Request deployment help
        </SubmitButton>
        <Link to={serviceHref} className={cn(buttonVariants({ variant: 'outline' }))}>
          {DEPLOYMENT_SERVICE.name} — ${DEPLOYMENT_SERVICE.amountCents / 100}
        </Link>
      </div>
      <p className="text-slate-600 dark:text-slate-300">Free help from our team; the full service means we deploy it for you. Follow your requests on your account page.</p>
    </Form>
  )
}
