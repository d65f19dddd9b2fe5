import { Link, redirect } from 'react-router'
import { z } from 'zod'
import { getOptionalUser } from '../../../server/accounts/index.ts'
import { PAYMENT_RATE_LIMITS, ZPurchase, cancelPremiumSubscription, getPaymentMode, getPremiumStatus, openBillingPortal } from '../../../server/payments/index.ts'
import { pageAction } from '../../lib/page-action.server.ts'
import { MONEY_BACK_DAYS, PREMIUM_LISTING } from '../../../server/shared/pricing.ts'
import { PayButtonForm } from '../../components/payments/pay-button-form.tsx'
import { PaymentsNotConfigured, TestModeBanner } from '../../components/payments/test-mode-banner.tsx'
import { formatDollars } from '../../lib/money.ts'
import { siteOrigin } from '../../lib/origin.server.ts'
import { buildMeta } from '../../lib/seo.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { Card, CardDescription, CardTitle } from '../../ui/card.tsx'
import type { TFormResult } from '../../lib/form-result.ts'
import { FormMessage } from '../../ui/form.tsx'
import type { Route } from './+types/premium-subscribe'
import { CHECKOUT_RATE_LIMIT, redirectToCheckout } from './checkout-action.server.ts'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getOptionalUser(request)

  return { origin: siteOrigin(request), isSignedIn: user !== null, status: user ? await getPremiumStatus(user.id) : null, payments: getPaymentMode() }
}

/** Subscribe (to checkout), cancel at the period end, or open the billing portal. */
export const action = pageAction({
  guard: 'user',
  defaultIntent: 'subscribe',
  intents: (intent) => ({
    subscribe: intent({ rateLimit: CHECKOUT_RATE_LIMIT, schema: ZPurchase, handler: async ({ user, input }) => redirectToCheckout(user, input) }),
    cancel: intent({
      rateLimit: [{ rule: PAYMENT_RATE_LIMITS.checkoutPerAccount, by: 'user' }],
      schema: z.object({}),
      handler: async ({ user }) => {
        await cancelPremiumSubscription({ userId: user.id })

        return redirect('/account?premium=cancelled#premium')
      },
    }),
    portal: intent({
      rateLimit: [{ rule: PAYMENT_RATE_LIMITS.checkoutPerAccount, by: 'user' }],
      schema: z.object({}),
      handler: async ({ user }) => redirect((await openBillingPortal({ userId: user.id })).url),
    }),
  }),
})

export function meta({ data }: Route.MetaArgs) {
  if (!data) return []

  return buildMeta({
    title: 'Premium Listing',
    description: `${PREMIUM_LISTING.name}: priority placement for your agents, ${formatDollars(PREMIUM_LISTING.amountCents)} a month.`,
    origin: data.origin,
    path: '/premium/subscribe',
  })
}

export default function PremiumSubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { isSignedIn, status, payments } = loaderData
  const result = actionData as TFormResult | undefined
  const isActive = status?.status === 'active' || status?.status === 'past_due'

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{PREMIUM_LISTING.name}</h1>
      {payments.mode === 'unconfigured' ? <PaymentsNotConfigured /> : payments.isTestMode ? <TestModeBanner /> : null}
      {result?.message ? <FormMessage isError>{result.message}</FormMessage> : null}
      <Card className="gap-4">
        <CardTitle>
          <span className="text-3xl font-bold">{formatDollars(PREMIUM_LISTING.amountCents)}</span> per month
        </CardTitle>
        <CardDescription>Every listing you own goes into the featured blocks, labelled Premium. Renews monthly; cancel at any time.</CardDescription>
        <ul className="ml-5 list-disc text-slate-800 dark:text-slate-200">
          {PREMIUM_LISTING.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <p className="text-sm text-slate-700 dark:text-slate-300">{MONEY_BACK_DAYS}-day money-back guarantee.</p>
        {isActive ? (
          <div className="flex flex-col gap-2">
            <p role="status" className="font-semibold text-emerald-800 dark:text-emerald-200">
              Premium Active. Manage it from your account.
            </p>
            <Link to="/account#premium" className={buttonVariants({ variant: 'outline' })}>
              Your subscription
            </Link>
          </div>
        ) : payments.mode === 'unconfigured' ? null : isSignedIn ? (
          <PayButtonForm fields={{ kind: 'premium-listing' }} label={`Subscribe for ${formatDollars(PREMIUM_LISTING.amountCents)}/month`} />
        ) : (
          <Link to="/sign-in?redirectTo=%2Fpremium%2Fsubscribe" className={buttonVariants()}>
            Sign in to subscribe
          </Link>
        )}
      </Card>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Want to feature one agent for a month instead? See the <Link to="/advertise" className="underline">upgrade tiers</Link>.
      </p>
    </div>
  )
}
