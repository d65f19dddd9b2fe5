import { and, eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { sandboxCheckoutSessions } from '../../db/schema/index.ts'
import { deliverSandboxEvent } from './deliver-sandbox-event.ts'
import { getSandboxCheckout, type TSandboxCheckout } from './get-sandbox-checkout.ts'
import { sandboxObjectId } from './sandbox-secret.ts'

/** Stripe's published test cards: one that pays, one that is declined. */
export const SANDBOX_CARDS = { succeeds: '4242424242424242', declined: '4000000000000002' } as const
export const SANDBOX_DECLINE_MESSAGE = 'Your card was declined.'

export type PaySandboxCheckoutOptions = { sessionId: string; userId: number; cardNumber: string; expiry: string; cvc: string }

export type TSandboxPayment =
  | { outcome: 'paid'; redirectTo: string }
  | { outcome: 'declined'; message: string }
  | { outcome: 'invalid'; fieldErrors: Partial<Record<'cardNumber' | 'expiry' | 'cvc', string>> }

function checkCard({ cardNumber, expiry, cvc }: Pick<PaySandboxCheckoutOptions, 'cardNumber' | 'expiry' | 'cvc'>) {
  const fieldErrors: Partial<Record<'cardNumber' | 'expiry' | 'cvc', string>> = {}
  const digits = cardNumber.replace(/[\s-]/g, '')
  if (digits !== SANDBOX_CARDS.succeeds && digits !== SANDBOX_CARDS.declined) fieldErrors.cardNumber = 'Use a test card: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.'
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim())
  const month = Number(match?.[1])
  const lastDay = match ? new Date(Date.UTC(2000 + Number(match[2]), month, 0, 23, 59, 59)) : null
  if (!match || month < 1 || month > 12) fieldErrors.expiry = 'Enter the expiry date as MM/YY.'
  else if (lastDay! < new Date()) fieldErrors.expiry = 'This card has expired: use a future date.'
  if (!/^\d{3,4}$/.test(cvc.trim())) fieldErrors.cvc = 'Enter the 3 or 4 digit security code.'

  return { digits, fieldErrors }
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

async function deliverPaidEvents(session: TSandboxCheckout) {
  const base = { customer: session.customerId, metadata: session.metadata, currency: session.currency }
  if (session.metadata.flow === 'payment_intent') {
    await deliverSandboxEvent('payment_intent.succeeded', { id: session.id, object: 'payment_intent', amount: session.amountCents, status: 'succeeded', ...base })
    return
  }
  if (session.mode === 'payment') {
    const paymentIntent = await sandboxObjectId('pi', session.id)
    await deliverSandboxEvent('checkout.session.completed', { id: session.id, object: 'checkout.session', mode: 'payment', payment_status: 'paid', status: 'complete', amount_total: session.amountCents, payment_intent: paymentIntent, ...base })
    return
  }
  const subscription = await sandboxObjectId('sub', session.id)
  const start = new Date()
  const end = new Date(start)
  end.setUTCMonth(end.getUTCMonth() + 1)
  const period = { current_period_start: seconds(start), current_period_end: seconds(end) }
  await deliverSandboxEvent('checkout.session.completed', { id: session.id, object: 'checkout.session', mode: 'subscription', payment_status: 'paid', status: 'complete', amount_total: session.amountCents, subscription, ...base })
  await deliverSandboxEvent('customer.subscription.created', { id: subscription, object: 'subscription', status: 'active', cancel_at_period_end: false, items: { data: [period] }, ...base })
  await deliverSandboxEvent('invoice.paid', {
    id: await sandboxObjectId('in', session.id),
    object: 'invoice',
    billing_reason: 'subscription_create',
    amount_paid: session.amountCents,
    parent: { subscription_details: { subscription } },
    lines: { data: [{ period: { start: period.current_period_start, end: period.current_period_end } }] },
    ...base,
  })
}

/**
 * The sandbox's TEST MODE card form was submitted. 4242… pays: the signed events go through the
 * webhook code and the browser returns to the success page. 4000 0000 0000 0002 is declined:
 * a payment_intent.payment_failed event records the failure, nothing is granted, the form says why.
 */
export async function paySandboxCheckout(options: PaySandboxCheckoutOptions): Promise<TSandboxPayment> {
  const session = await getSandboxCheckout({ sessionId: options.sessionId, userId: options.userId })
  const successUrl = session.successUrl.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(session.id)).replace('{PAYMENT_INTENT_ID}', encodeURIComponent(session.id))
  if (session.status === 'complete') return { outcome: 'paid', redirectTo: successUrl }
  const { digits, fieldErrors } = checkCard(options)
  if (Object.keys(fieldErrors).length) return { outcome: 'invalid', fieldErrors }

  if (digits === SANDBOX_CARDS.declined) {
    await deliverSandboxEvent('payment_intent.payment_failed', {
      id: session.metadata.flow === 'payment_intent' ? session.id : await sandboxObjectId('pi', session.id),
      object: 'payment_intent',
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined', decline_code: 'generic_decline', message: SANDBOX_DECLINE_MESSAGE },
      customer: session.customerId,
      metadata: session.metadata,
    })

    return { outcome: 'declined', message: SANDBOX_DECLINE_MESSAGE }
  }

  // One payment per session even when the form is posted twice at once.
  const [claimed] = await db
    .update(sandboxCheckoutSessions)
    .set({ status: 'complete' })
    .where(and(eq(sandboxCheckoutSessions.id, session.id), eq(sandboxCheckoutSessions.status, 'open')))
    .returning({ id: sandboxCheckoutSessions.id })
  if (claimed) await deliverPaidEvents(session)

  return { outcome: 'paid', redirectTo: successUrl }
}
