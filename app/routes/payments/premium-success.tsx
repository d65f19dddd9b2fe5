import { Link } from 'react-router'
import { requireUser } from '../../lib/guards.server.ts'
import { getCheckoutOutcome, getPremiumStatus } from '../../../server/payments/index.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import type { Route } from './+types/premium-success'

/** Seconds between checks while the payment event has not arrived (no JavaScript needed). */
const REFRESH_SECONDS = 2

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const sessionId = new URL(request.url).searchParams.get('session_id')
  const outcome = sessionId ? await getCheckoutOutcome({ userId: user.id, reference: sessionId }) : null
  const status = await getPremiumStatus(user.id)
  // Showing the state only: premium comes from the provider's signed event, never from this visit.
  const isWaiting = status.status !== 'active' && outcome?.status === 'pending'

  return { status, outcome, isWaiting }
}

export function meta({ data }: Route.MetaArgs) {
  const tags: Record<string, string>[] = [{ title: 'Premium Listing | Agent Atlas' }, { name: 'robots', content: 'noindex' }]
  if (data?.isWaiting) tags.push({ httpEquiv: 'refresh', content: String(REFRESH_SECONDS) })

  return tags
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' }
}

const formatDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }) : null)

export default function PremiumSuccess({ loaderData }: Route.ComponentProps) {
  const { status, outcome, isWaiting } = loaderData
  const isActive = status.status === 'active'

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-12">
      <Card className="gap-4">
        {isActive ? (
          <>
            <h1 className="text-2xl font-bold">Premium Active</h1>
            <p role="status">
              Your Premium Listing is active.
              {status.currentPeriodEnd ? ` Next billing date: ${formatDate(status.currentPeriodEnd)}.` : ' The next billing date appears once the first invoice is confirmed.'} Your listings
              now appear in the featured blocks with a Premium label.
            </p>
          </>
        ) : outcome?.status === 'failed' ? (
          <>
            <h1 className="text-2xl font-bold">Payment failed</h1>
            <p role="alert">{outcome.failureMessage ?? 'Payment failed. Please try again.'}</p>
            <Link to="/premium/subscribe" className={buttonVariants()}>
              Try again
            </Link>
          </>
        ) : isWaiting ? (
          <>
            <h1 className="text-2xl font-bold">Confirming your payment…</h1>
            <p role="status">We are waiting for the payment provider to confirm your payment. This page refreshes by itself.</p>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold">No active subscription</h1>
            <p>We have no confirmed Premium Listing payment for your account.</p>
            <Link to="/premium/subscribe" className={buttonVariants()}>
              Subscribe
            </Link>
          </>
        )}
        <div className="flex flex-wrap gap-3">
          <Link to="/account#premium" className={buttonVariants({ variant: 'outline' })}>
            Your account
          </Link>
          <Link to="/marketplace" className={buttonVariants({ variant: 'outline' })}>
            Marketplace
          </Link>
        </div>
      </Card>
    </div>
  )
}
