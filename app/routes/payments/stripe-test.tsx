import { data } from 'react-router'
import { requireUser } from '../../lib/guards.server.ts'
import { getPaymentMode, TEST_PAYMENT_AMOUNTS, ZPurchase } from '../../../server/payments/index.ts'
import { pageAction } from '../../lib/page-action.server.ts'
import { PayButtonForm } from '../../components/payments/pay-button-form.tsx'
import { TestModeBanner } from '../../components/payments/test-mode-banner.tsx'
import { formatPrice } from '../../lib/money.ts'
import { Card, CardDescription, CardTitle } from '../../ui/card.tsx'
import type { TFormResult } from '../../lib/form-result.ts'
import { FormMessage } from '../../ui/form.tsx'
import type { Route } from './+types/stripe-test'
import { CHECKOUT_RATE_LIMIT, redirectToCheckout } from './checkout-action.server.ts'

/** Test mode only (sandbox or Stripe test keys): with live keys, or none in production, there is no such page. */
function requireTestMode() {
  const payments = getPaymentMode()
  if (!payments.isTestMode) throw data(null, { status: 404 })

  return payments
}

export async function loader() {
  return { payments: requireTestMode(), amounts: [...TEST_PAYMENT_AMOUNTS] }
}

export const action = pageAction({
  guard: async ({ request }) => {
    requireTestMode()

    return requireUser(request)
  },
  rateLimit: CHECKOUT_RATE_LIMIT,
  schema: ZPurchase,
  handler: async ({ user, input }) => redirectToCheckout(user, input),
})

export function meta() {
  return [{ title: 'Test checkout | Agent Atlas' }, { name: 'robots', content: 'noindex' }]
}

export default function StripeTest({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as TFormResult | undefined
  const error = result?.message ?? (result?.fieldErrors ? Object.values(result.fieldErrors)[0] : undefined)

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">Test checkout</h1>
      <TestModeBanner />
      {error ? <FormMessage isError>{error}</FormMessage> : null}
      <Card className="gap-4">
        <CardTitle>Try a payment</CardTitle>
        <CardDescription>
          Pick an amount, then pay with card 4242 4242 4242 4242 (any future expiry, any CVC) to succeed, or 4000 0000 0000 0002 to see a decline. {loaderData.payments.mode === 'stripe' ? "You pay on Stripe's test checkout." : 'You pay on our sandbox checkout.'}
        </CardDescription>
        <div className="grid grid-cols-3 gap-3">
          {loaderData.amounts.map((amountCents) => (
            <PayButtonForm key={amountCents} fields={{ kind: 'test-payment', amountCents }} label={`Pay ${formatPrice(amountCents)}`} variant="outline" />
          ))}
        </div>
      </Card>
    </div>
  )
}
