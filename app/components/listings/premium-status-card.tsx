import { Link } from 'react-router'
import { buttonVariants } from '../../ui/button.tsx'
import { Card, CardTitle } from '../../ui/card.tsx'

export type TPremiumStatusView = { status: 'active' | 'past_due' | 'canceled' | 'none'; currentPeriodEnd: string | null; cancelAtPeriodEnd: boolean }

function longDate(value: string): string {
  return new Date(value).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
}

/** Premium Active with the next billing date, or what to do instead (spec §2 status card). */
function PremiumStatusCard({ premium }: { premium: TPremiumStatusView }) {
  if (premium.status === 'active') {
    return (
      <Card as="section" aria-labelledby="premium-status-heading" className="gap-2">
        <CardTitle id="premium-status-heading">Premium Active</CardTitle>
        {premium.currentPeriodEnd && (
          <p className="text-sm">{premium.cancelAtPeriodEnd ? `Ends on ${longDate(premium.currentPeriodEnd)}; it will not renew.` : `Next billing date: ${longDate(premium.currentPeriodEnd)}.`}</p>
        )}
      </Card>
    )
  }
  const lead =
    premium.status === 'past_due'
      ? 'Your last Premium Listing payment did not go through. Update your payment to keep your listings featured.'
      : 'Upgrade to Premium Listing: priority placement in the featured blocks for your agents. Your analytics and inbox stay free.'

  return (
    <Card as="section" aria-labelledby="premium-status-heading" className="gap-3">
      <CardTitle id="premium-status-heading">{premium.status === 'past_due' ? 'Payment needed' : 'Upgrade to Premium'}</CardTitle>
      <p className="text-sm">{lead}</p>
      <p>
        <Link to="/premium/subscribe" className={buttonVariants()}>
          {premium.status === 'past_due' ? 'Update payment' : 'Subscribe to Premium Listing'}
        </Link>
      </p>
    </Card>
  )
}

export { PremiumStatusCard, longDate }
