import { Link } from 'react-router'
import { z } from 'zod'
import { requireUser } from '../../lib/guards.server.ts'
import { getAgent } from '../../../server/catalogue/index.ts'
import { PURCHASE_KINDS, ZPurchase, getPaymentMode, pricePurchase } from '../../../server/payments/index.ts'
import { isAppError } from '../../../server/shared/errors.ts'
import { MONEY_BACK_DAYS } from '../../../server/shared/pricing.ts'
import { PayButtonForm } from '../../components/payments/pay-button-form.tsx'
import { PaymentsNotConfigured, TestModeBanner } from '../../components/payments/test-mode-banner.tsx'
import { agentPath } from '../../lib/agent-links.ts'
import { formatPrice } from '../../lib/money.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { Card, CardDescription, CardTitle } from '../../ui/card.tsx'
import type { TFormResult } from '../../lib/form-result.ts'
import { FormMessage } from '../../ui/form.tsx'
import type { Route } from './+types/checkout'
import { checkoutAction } from './checkout-action.server.ts'

const ZCheckoutQuery = z.object({ kind: z.enum(PURCHASE_KINDS).optional(), agentId: z.string().optional(), tier: z.string().optional(), amountCents: z.string().optional() })

/**
 * The one-off payment form (spec §2 /checkout): the order as the server prices it, then one
 * button to the provider's checkout. Without a query it sells the Premium Listing; ?agentId=
 * alone buys that agent (a free one opens its link instead).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const query = ZCheckoutQuery.parse(Object.fromEntries(new URL(request.url).searchParams))
  const kind = query.kind ?? (query.agentId ? 'agent-purchase' : 'premium-listing')
  const purchase = ZPurchase.safeParse({ ...query, kind })
  if (!purchase.success) return { order: null, problem: 'This checkout link is incomplete. Start again from the agent or plan you want.', freeAgent: null, payments: getPaymentMode() }
  try {
    const priced = await pricePurchase(purchase.data, user.id)
    const agent = priced.agentId ? await getAgent({ id: priced.agentId }) : null

    return {
      order: { fields: { ...purchase.data }, description: priced.description, amountCents: priced.line.amountCents, isMonthly: priced.mode === 'subscription', agent: agent ? { id: agent.id, slug: agent.slug, name: agent.name } : null },
      problem: null,
      freeAgent: null,
      payments: getPaymentMode(),
    }
  } catch (error) {
    if (!isAppError(error)) throw error
    if (error.code === 'UNPROCESSABLE' && purchase.data.kind === 'agent-purchase') {
      const agent = await getAgent({ id: purchase.data.agentId })

      return { order: null, problem: null, freeAgent: { id: agent.id, slug: agent.slug, name: agent.name, link: agent.link }, payments: getPaymentMode() }
    }

    return { order: null, problem: error.message, freeAgent: null, payments: getPaymentMode() }
  }
}

export const action = checkoutAction

export function meta() {
  return [{ title: 'Checkout | Agent Atlas' }, { name: 'robots', content: 'noindex' }]
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' }
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { order, problem, freeAgent, payments } = loaderData
  const result = actionData as TFormResult | undefined
  const fieldError = result?.fieldErrors ? Object.values(result.fieldErrors)[0] : undefined

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">Checkout</h1>
      {payments.mode === 'unconfigured' ? <PaymentsNotConfigured /> : payments.isTestMode ? <TestModeBanner /> : null}
      {result?.message || fieldError ? <FormMessage isError>{result?.message ?? fieldError}</FormMessage> : null}
      {problem ? <FormMessage isError>{problem}</FormMessage> : null}
      {freeAgent ? (
        <Card className="gap-3">
          <CardTitle>{freeAgent.name} is free</CardTitle>
          <CardDescription>No checkout needed: open the agent and start using it.</CardDescription>
          {freeAgent.link ? (
            <a href={freeAgent.link} target="_blank" rel="noopener noreferrer nofollow" className={buttonVariants()}>
              Open {freeAgent.name} (opens in a new tab)
            </a>
          ) : (
            <p>Link Not Available: This agent doesn&apos;t have a direct link available.</p>
          )}
        </Card>
      ) : null}
      {order ? (
        <Card as="section" aria-labelledby="order-heading" className="gap-4">
          <CardTitle id="order-heading">Your order</CardTitle>
          <dl className="grid grid-cols-[1fr_auto] gap-2">
            <dt>{order.description}</dt>
            <dd className="text-right font-semibold">
              {formatPrice(order.amountCents)}
              {order.isMonthly ? ' per month' : ''}
            </dd>
          </dl>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {MONEY_BACK_DAYS}-day money-back guarantee. You pay on {payments.mode === 'stripe' ? "Stripe's secure page" : 'the test checkout page'}; nothing is granted until the payment is
            confirmed.
          </p>
          {payments.mode !== 'unconfigured' && <PayButtonForm fields={order.fields} label={`Pay ${formatPrice(order.amountCents)}${order.isMonthly ? '/month' : ''}`} />}
          {order.agent && (
            <Link to={agentPath(order.agent)} className="text-sm underline">
              Back to {order.agent.name}
            </Link>
          )}
        </Card>
      ) : null}
    </div>
  )
}
