import { Link } from 'react-router'
import { getOptionalUser } from '../../../server/accounts/index.ts'
import { getAgent } from '../../../server/catalogue/index.ts'
import { getCheckoutOutcome } from '../../../server/payments/index.ts'
import { UPGRADE_TIERS } from '../../../server/shared/pricing.ts'
import { agentPath, parseAgentIdParameter } from '../../lib/agent-links.ts'
import { formatPrice } from '../../lib/money.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import type { Route } from './+types/success'

const REFRESH_SECONDS = 2

async function findAgent(agentId: number | null) {
  if (agentId === null) return null
  try {
    const agent = await getAgent({ id: agentId })

    return { id: agent.id, slug: agent.slug, name: agent.name, isPremium: agent.isPremium }
  } catch {
    return null
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const user = await getOptionalUser(request)
  const reference = url.searchParams.get('session_id') ?? url.searchParams.get('payment_intent')
  const outcome = user && reference ? await getCheckoutOutcome({ userId: user.id, reference }) : null
  const agent = await findAgent(parseAgentIdParameter(url.searchParams.get('agentId') ?? undefined))

  return { outcome, agent, isWaiting: outcome?.status === 'pending' }
}

export function meta({ data }: Route.MetaArgs) {
  const tags: Record<string, string>[] = [{ title: 'Payment | Agent Atlas' }, { name: 'robots', content: 'noindex' }]
  if (data?.isWaiting) tags.push({ httpEquiv: 'refresh', content: String(REFRESH_SECONDS) })

  return tags
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' }
}

/** The outcome of a one-off payment (spec §2 "Success and cancel"), as the webhook recorded it. */
export default function Success({ loaderData }: Route.ComponentProps) {
  const { outcome, agent, isWaiting } = loaderData
  const links = (
    <div className="flex flex-wrap gap-3">
      {agent && (
        <Link to={agentPath(agent)} className={buttonVariants()}>
          View {agent.name}
        </Link>
      )}
      <Link to="/marketplace" className={buttonVariants({ variant: 'outline' })}>
        Marketplace
      </Link>
    </div>
  )

  let body: React.ReactNode
  if (isWaiting) {
    body = (
      <>
        <h1 className="text-2xl font-bold">Confirming your payment…</h1>
        <p role="status">We are waiting for the payment provider to confirm your payment. This page refreshes by itself.</p>
      </>
    )
  } else if (outcome?.status === 'failed') {
    body = (
      <>
        <h1 className="text-2xl font-bold">Payment failed</h1>
        <p role="alert">{outcome.failureMessage ?? 'Payment failed. Please try again.'}</p>
      </>
    )
  } else if (!agent) {
    body = (
      <>
        <h1 className="text-2xl font-bold">Payment Processed</h1>
        <p role="status">
          {outcome?.status === 'succeeded'
            ? `Your payment of ${formatPrice(outcome.amountCents)} for ${outcome.description} was successful. Your receipt is in your mail.`
            : 'Your payment was successful, but there was an issue updating the agent. Please contact support.'}
        </p>
      </>
    )
  } else {
    const isUpgrade = outcome?.kind === 'upgrade'
    body = (
      <>
        <h1 className="text-2xl font-bold">Payment Successful!</h1>
        <p role="status">
          {outcome?.status === 'succeeded' ? `We received ${formatPrice(outcome.amountCents)} for ${outcome.description}. ` : ''}
          {isUpgrade && agent.isPremium
            ? `${agent.name} is now a Premium agent for ${UPGRADE_TIERS[0].days} days, shown in the featured blocks.`
            : `Thank you for your purchase of ${agent.name}.`}
        </p>
      </>
    )
  }

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-12">
      <Card className="gap-4">
        {body}
        {links}
      </Card>
    </div>
  )
}
