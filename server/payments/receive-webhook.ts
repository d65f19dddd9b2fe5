import { eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { paymentWebhookEvents } from '../../db/schema/index.ts'
import { AppError } from '../shared/errors.ts'
import { logger } from '../shared/logger.ts'
import { applyChargeRefunded } from './apply-charge-refunded.ts'
import { applyCheckoutCompleted } from './apply-checkout-completed.ts'
import { applyInvoiceFailed } from './apply-invoice-failed.ts'
import { applyInvoicePaid } from './apply-invoice-paid.ts'
import { applySubscriptionState } from './apply-subscription-state.ts'
import { findCustomerUser } from './find-customer-user.ts'
import { findEventTransaction } from './find-event-transaction.ts'
import { PAYMENTS_NOT_CONFIGURED, getPaymentProvider } from './get-payment-provider.ts'
import { SignatureError, type TProviderEvent } from './payment-provider.ts'
import { readInvoiceObject } from './read-invoice-object.ts'
import { readSubscriptionObject } from './read-subscription-object.ts'
import { recordTransactionStatus } from './record-transaction-status.ts'
import { completeTransaction } from './complete-transaction.ts'

type TOutcome = { outcome: 'processed' | 'ignored' | 'unknown-customer'; detail: string }

const idOf = (value: unknown) => (typeof value === 'string' ? value : value && typeof value === 'object' && typeof (value as Record<string, unknown>).id === 'string' ? String((value as Record<string, unknown>).id) : null)

/** Not one of ours: an unknown customer is logged and changes nothing (and the provider stops retrying). */
async function notOurs(object: Record<string, unknown>): Promise<TOutcome> {
  const userId = await findCustomerUser(idOf(object.customer))

  return userId === null ? { outcome: 'unknown-customer', detail: `customer ${String(idOf(object.customer))}` } : { outcome: 'ignored', detail: 'no matching transaction' }
}

async function applyEvent(event: TProviderEvent): Promise<TOutcome> {
  const object = event.data.object
  const createdAt = new Date(event.created * 1000)
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const transaction = await findEventTransaction({ checkoutSessionId: idOf(object.id), metadata: object.metadata })
      if (!transaction) return notOurs(object)

      return { outcome: 'processed', detail: await applyCheckoutCompleted({ transaction, session: object, eventId: event.id }) }
    }
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const transaction = await findEventTransaction({ checkoutSessionId: idOf(object.id), metadata: object.metadata })
      if (!transaction) return notOurs(object)
      const message = event.type === 'checkout.session.expired' ? 'The checkout expired before payment.' : 'The payment failed.'
      const moved = await recordTransactionStatus({ transactionId: transaction.id, status: 'failed', from: ['pending'], eventId: event.id, changes: { failureMessage: message } })

      return { outcome: 'processed', detail: moved ? 'checkout failed' : 'no change' }
    }
    case 'payment_intent.succeeded': {
      const transaction = await findEventTransaction({ paymentIntentId: idOf(object.id), metadata: object.metadata })
      if (!transaction) return notOurs(object)
      // Subscription invoices complete through invoice.paid, which knows the period.
      if (transaction.kind === 'premium-listing') return { outcome: 'ignored', detail: 'subscription payment: handled by invoice.paid' }
      const completed = await completeTransaction({ transaction, eventId: event.id, changes: { paymentIntentId: idOf(object.id) } })

      return { outcome: 'processed', detail: completed ? 'payment completed' : 'already completed' }
    }
    case 'payment_intent.payment_failed': {
      const transaction = await findEventTransaction({ paymentIntentId: idOf(object.id), metadata: object.metadata })
      if (!transaction) return notOurs(object)
      const error = object.last_payment_error as { message?: unknown } | undefined
      const message = typeof error?.message === 'string' ? error.message.slice(0, 500) : 'The payment failed.'
      const moved = await recordTransactionStatus({ transactionId: transaction.id, status: 'failed', from: ['pending'], eventId: event.id, changes: { failureMessage: message } })

      return { outcome: 'processed', detail: moved ? 'payment failed' : 'no change' }
    }
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
    case 'invoice.payment_failed': {
      const invoice = readInvoiceObject(object)
      const userId = await findCustomerUser(invoice.customerId)
      if (userId === null) return { outcome: 'unknown-customer', detail: `customer ${String(invoice.customerId)}` }
      const detail = event.type === 'invoice.payment_failed' ? await applyInvoiceFailed({ userId, invoice, eventId: event.id }) : await applyInvoicePaid({ userId, invoice, eventId: event.id })

      return { outcome: 'processed', detail }
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const userId = await findCustomerUser(idOf(object.customer))
      if (userId === null) return { outcome: 'unknown-customer', detail: `customer ${String(idOf(object.customer))}` }
      const subscription = readSubscriptionObject(object)
      if (event.type === 'customer.subscription.deleted') subscription.status = 'canceled'

      return { outcome: 'processed', detail: await applySubscriptionState({ userId, subscription, eventCreatedAt: createdAt }) }
    }
    case 'charge.refunded': {
      const transaction = await findEventTransaction({ paymentIntentId: idOf(object.payment_intent), metadata: object.metadata })
      if (!transaction) return notOurs(object)

      return { outcome: 'processed', detail: await applyChargeRefunded({ transaction, charge: object, eventId: event.id }) }
    }
    default:
      return { outcome: 'ignored', detail: 'event type not used' }
  }
}

export type ReceiveWebhookOptions = { rawBody: string; signature: string | undefined }

export type TWebhookReceipt = { received: true; duplicate: boolean; outcome: string }

/**
 * POST /webhooks/stripe and the sandbox both end here. A bad or missing signature is a 400 and
 * changes nothing; an event id seen before is acknowledged and changes nothing; an error leaves
 * no ledger row, so the provider's retry runs it again (every step is idempotent).
 */
export async function receiveWebhook({ rawBody, signature }: ReceiveWebhookOptions): Promise<TWebhookReceipt> {
  const provider = getPaymentProvider()
  if (!provider) throw new AppError('SERVICE_UNAVAILABLE', PAYMENTS_NOT_CONFIGURED)
  let event: TProviderEvent
  try {
    event = await provider.verifyEvent(rawBody, signature)
  } catch (error) {
    if (error instanceof SignatureError) {
      logger.warn({ reason: error.message }, 'payment webhook refused: bad signature')
      throw new AppError('BAD_REQUEST', 'Invalid webhook signature.')
    }
    throw error
  }
  if (typeof event?.id !== 'string' || typeof event.type !== 'string' || !event.data?.object) throw new AppError('BAD_REQUEST', 'Not a payment event.')

  const [seen] = await db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, event.id))
  if (seen) return { received: true, duplicate: true, outcome: seen.outcome }

  const { outcome, detail } = await applyEvent(event)
  await db.insert(paymentWebhookEvents).values({ eventId: event.id, type: event.type, outcome, detail }).onConflictDoNothing()
  if (outcome === 'unknown-customer') logger.warn({ eventId: event.id, type: event.type, detail }, 'payment webhook for an unknown customer: nothing changed')
  else logger.info({ eventId: event.id, type: event.type, outcome, detail }, 'payment webhook')

  return { received: true, duplicate: false, outcome }
}
