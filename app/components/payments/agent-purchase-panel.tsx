import { DEPLOYMENT_SERVICE, UPGRADE_TIERS } from '../../../server/shared/pricing.ts'
import { formatDollars, formatPrice } from '../../lib/money.ts'
import { cn } from '../../lib/cn.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { Card, CardTitle } from '../../ui/card.tsx'
import { ExternalLinkIcon } from '../../ui/icons.tsx'
import { PayButtonForm } from './pay-button-form.tsx'
import { PaymentsNotConfigured } from './test-mode-banner.tsx'

type PanelAgent = { id: number; name: string; link: string | null; priceCents: number; isPremium: boolean }

type AgentPurchasePanelProps = {
  agent: PanelAgent
  /** The signed-in member owns this listing: they may upgrade it. */
  isOwner: boolean
  payments: { mode: 'stripe' | 'sandbox' | 'unconfigured' }
}

const checkoutAction = (fields: Record<string, string | number>) => `/checkout?${new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)]))}`

/**
 * The agent page's money actions (spec §5): buy a paid agent; a free one opens its link in a new
 * tab; order the full deployment service; and, for the listing's owner, upgrade it to a tier.
 */
function AgentPurchasePanel({ agent, isOwner, payments }: AgentPurchasePanelProps) {
  const canPay = payments.mode !== 'unconfigured'
  const buy = { kind: 'agent-purchase', agentId: agent.id }
  const service = { kind: 'deployment-service', agentId: agent.id }

  return (
    <Card as="section" aria-labelledby="get-agent-heading" className="gap-3">
      <CardTitle id="get-agent-heading">Get this agent</CardTitle>
      {agent.priceCents > 0 ? (
        canPay ? (
          <PayButtonForm action={checkoutAction(buy)} fields={buy} label={`Buy for ${formatPrice(agent.priceCents)}`} />
        ) : (
          <PaymentsNotConfigured />
        )
      ) : agent.link ? (
        <a href={agent.link} target="_blank" rel="noopener noreferrer nofollow" className={cn(buttonVariants({ variant: 'success' }), 'w-full')}>
          <ExternalLinkIcon />
          Use it free<span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        <p className="text-sm">Link Not Available: This agent doesn&apos;t have a direct link available.</p>
      )}
      {canPay && (
        <PayButtonForm action={checkoutAction(service)} fields={service} variant="outline" label={`${DEPLOYMENT_SERVICE.name}: ${formatDollars(DEPLOYMENT_SERVICE.amountCents)}`} />
      )}
      {isOwner && (
        <section aria-labelledby="upgrade-heading" className="flex flex-col gap-2 border-t border-slate-200 pt-3 dark:border-slate-700">
          <h3 id="upgrade-heading" className="font-semibold">
            Upgrade this agent
          </h3>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {UPGRADE_TIERS[0].days} days in the featured blocks with a Premium label; a higher tier ranks above a lower one.
            {agent.isPremium ? ' It is premium now: a new upgrade starts from the payment.' : ''}
          </p>
          {canPay ? (
            UPGRADE_TIERS.map((tier) => {
              const fields = { kind: 'upgrade', agentId: agent.id, tier: tier.code }

              return <PayButtonForm key={tier.code} action={checkoutAction(fields)} fields={fields} variant="outline" label={`${tier.name}: ${formatDollars(tier.amountCents)}`} />
            })
          ) : (
            <PaymentsNotConfigured />
          )}
        </section>
      )}
    </Card>
  )
}

export { AgentPurchasePanel }
