import { Form, Link } from 'react-router'
import type { TPremiumStatus } from '../../../server/payments/payments.schemas.ts'
import { formatDollars } from '../../lib/money.ts'
import { Button, buttonVariants } from '../../ui/button.tsx'
import { Card, CardDescription, CardHeader, CardTitle } from '../../ui/card.tsx'

type PremiumStatusCardProps = {
  status: TPremiumStatus
  /** Stripe has a billing portal (card, invoices); the sandbox manages billing here. */
  hasBillingPortal: boolean
  notice: string | null
}

const formatDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }) : null)

/** The account page's Premium Listing card: Premium Active with the next billing date, or the upgrade prompt. */
function PremiumStatusCard({ status, hasBillingPortal, notice }: PremiumStatusCardProps) {
  const isLive = status.status === 'active' || status.status === 'past_due'
  const periodEnd = formatDate(status.currentPeriodEnd)

  return (
    <Card id="premium" as="section" aria-labelledby="premium-heading">
      <CardHeader>
        <CardTitle id="premium-heading">{status.status === 'active' ? 'Premium Active' : status.status === 'past_due' ? 'Premium: payment failed' : 'Premium Listing'}</CardTitle>
        <CardDescription>
          {status.status === 'active' && status.cancelAtPeriodEnd && `Cancelled: active until ${periodEnd}, then your listings return to the free placement. Nothing more is charged.`}
          {status.status === 'active' && !status.cancelAtPeriodEnd && (periodEnd ? `Next billing date: ${periodEnd} (${formatDollars(status.plan?.amountCents ?? 0)}).` : 'Active. The next billing date appears once the first invoice is confirmed.')}
          {status.status === 'past_due' && `We could not charge your card for the renewal. Your listings keep their placement until ${periodEnd ?? 'the end of the paid period'}; update your card to keep them.`}
          {status.status === 'canceled' && 'Your Premium Listing has ended.'}
          {status.status === 'none' && 'Put every listing you own in the featured blocks, with a Premium label.'}
        </CardDescription>
      </CardHeader>
      {notice === 'cancelled' ? (
        <p role="status" className="text-sm text-emerald-800 dark:text-emerald-200">
          Your subscription will not renew. We sent you a confirmation by mail.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {isLive && !status.cancelAtPeriodEnd ? (
          <Form method="post" action="/premium/subscribe">
            <input type="hidden" name="intent" value="cancel" />
            <Button type="submit" variant="outline">
              Cancel subscription
            </Button>
          </Form>
        ) : null}
        {isLive && hasBillingPortal ? (
          <Form method="post" action="/premium/subscribe">
            <input type="hidden" name="intent" value="portal" />
            <Button type="submit" variant="outline">
              Manage billing
            </Button>
          </Form>
        ) : null}
        {!isLive ? (
          <Link to="/premium/subscribe" className={buttonVariants()}>
            Upgrade to Premium
          </Link>
        ) : null}
      </div>
    </Card>
  )
}

export { PremiumStatusCard }
