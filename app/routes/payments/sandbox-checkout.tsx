import { data, Form, Link, redirect } from 'react-router'
import { z } from 'zod'
import { requireUser } from '../../lib/guards.server.ts'
import { PAYMENT_RATE_LIMITS, getSandboxCheckout, paySandboxCheckout } from '../../../server/payments/index.ts'
import { isAppError } from '../../../server/shared/errors.ts'
import { TestModeBanner } from '../../components/payments/test-mode-banner.tsx'
import { formatPrice } from '../../lib/money.ts'
import { Card, CardTitle } from '../../ui/card.tsx'
import { pageAction } from '../../lib/page-action.server.ts'
import type { TFormResult } from '../../lib/form-result.ts'
import { FormMessage, InputField, SubmitButton } from '../../ui/form.tsx'
import type { Route } from './+types/sandbox-checkout'

async function loadSession(request: Request, sessionId: string) {
  const user = await requireUser(request)
  try {
    return { user, session: await getSandboxCheckout({ sessionId, userId: user.id }) }
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw data({ message: 'No such checkout.' }, { status: 404 })
    throw error
  }
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { session } = await loadSession(request, params.sessionId)

  return { name: session.name, amountCents: session.amountCents, isMonthly: session.mode === 'subscription', isPaid: session.status === 'complete', cancelUrl: session.cancelUrl }
}

const ZCardForm = z.object({
  cardNumber: z.string().max(40, 'Enter the card number.').default(''),
  expiry: z.string().max(10, 'Enter the expiry date as MM/YY.').default(''),
  cvc: z.string().max(10, 'Enter the 3 or 4 digit security code.').default(''),
})

/** The TEST MODE card form: the sandbox provider's stand-in for Stripe's hosted checkout. */
export const action = pageAction({
  guard: 'user',
  rateLimit: [{ rule: PAYMENT_RATE_LIMITS.sandboxCardPerAccount, by: 'user' }],
  schema: ZCardForm,
  handler: async ({ user, input, params }) => {
    const payment = await paySandboxCheckout({ sessionId: params.sessionId ?? '', userId: user.id, ...input })
    if (payment.outcome === 'paid') return redirect(payment.redirectTo)
    if (payment.outcome === 'declined') return data<TFormResult>({ ok: false, message: `Card Error: ${payment.message}` }, { status: 402 })

    return data<TFormResult>({ ok: false, fieldErrors: payment.fieldErrors, message: 'Please check your payment details.' }, { status: 400 })
  },
})

export function meta() {
  return [{ title: 'Test checkout (TEST MODE) | Agent Atlas' }, { name: 'robots', content: 'noindex' }]
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' }
}

export default function SandboxCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const { name, amountCents, isMonthly, isPaid, cancelUrl } = loaderData
  const result = actionData as TFormResult | undefined

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">Pay (TEST MODE)</h1>
      <TestModeBanner />
      <Card className="gap-4">
        <CardTitle>{name}</CardTitle>
        <p className="text-2xl font-bold">
          {formatPrice(amountCents)}
          {isMonthly ? ' per month' : ''}
        </p>
        {isPaid ? (
          <p role="status">This checkout is already paid.</p>
        ) : (
          <>
            {result?.message ? <FormMessage isError>{result.message}</FormMessage> : null}
            <Form method="post" className="flex flex-col gap-4">
              <InputField label="Card number" name="cardNumber" inputMode="numeric" autoComplete="cc-number" required placeholder="4242 4242 4242 4242" error={result?.fieldErrors?.cardNumber} />
              <div className="grid grid-cols-2 gap-3">
                <InputField label="Expiry (MM/YY)" name="expiry" autoComplete="cc-exp" required placeholder="12/34" error={result?.fieldErrors?.expiry} />
                <InputField label="CVC" name="cvc" inputMode="numeric" autoComplete="cc-csc" required placeholder="123" error={result?.fieldErrors?.cvc} />
              </div>
              <SubmitButton pendingLabel="Paying…">{`Pay ${formatPrice(amountCents)}`}</SubmitButton>
            </Form>
          </>
        )}
        <Link to={cancelUrl} className="text-sm underline">
          Cancel and go back
        </Link>
      </Card>
    </div>
  )
}
