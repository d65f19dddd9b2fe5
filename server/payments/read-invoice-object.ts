type TLooseObject = Record<string, unknown>

export type TInvoice = {
  id: string
  customerId: string | null
  subscriptionId: string | null
  paymentIntentId: string | null
  amountCents: number
  billingReason: string | null
  periodStart: Date | null
  periodEnd: Date | null
}

const asString = (value: unknown) => (typeof value === 'string' && value ? value : typeof value === 'object' && value && typeof (value as TLooseObject).id === 'string' ? String((value as TLooseObject).id) : null)
const seconds = (value: unknown) => (typeof value === 'number' ? new Date(value * 1000) : null)

/** A Stripe invoice object, old or new API shape (the subscription moved under `parent`). */
export function readInvoiceObject(object: TLooseObject): TInvoice {
  const parent = object.parent as { subscription_details?: { subscription?: unknown } } | undefined
  const line = ((object.lines as { data?: TLooseObject[] } | undefined)?.data ?? [])[0]
  const period = (line?.period ?? {}) as TLooseObject
  const payments = ((object.payments as { data?: TLooseObject[] } | undefined)?.data ?? [])[0]
  const paymentOfPayments = (payments?.payment as TLooseObject | undefined)?.payment_intent

  return {
    id: String(object.id),
    customerId: asString(object.customer),
    subscriptionId: asString(object.subscription) ?? asString(parent?.subscription_details?.subscription),
    paymentIntentId: asString(object.payment_intent) ?? asString(paymentOfPayments),
    amountCents: typeof object.amount_paid === 'number' ? object.amount_paid : typeof object.amount_due === 'number' ? object.amount_due : 0,
    billingReason: typeof object.billing_reason === 'string' ? object.billing_reason : null,
    periodStart: seconds(period.start),
    periodEnd: seconds(period.end),
  }
}
