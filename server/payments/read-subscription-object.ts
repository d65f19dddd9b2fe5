import type { TProviderSubscription } from './payment-provider.ts'

type TLooseObject = Record<string, unknown>

function seconds(value: unknown): Date | null {
  return typeof value === 'number' && Number.isFinite(value) ? new Date(value * 1000) : null
}

/**
 * A Stripe subscription object (from an event or an API answer) → what we keep. Recent API
 * versions moved the billing period onto the subscription items; older ones have it on top.
 */
export function readSubscriptionObject(object: TLooseObject): TProviderSubscription {
  const items = (object.items as { data?: TLooseObject[] } | undefined)?.data ?? []
  const item = items[0] ?? {}

  return {
    id: String(object.id),
    status: String(object.status ?? 'incomplete'),
    cancelAtPeriodEnd: object.cancel_at_period_end === true,
    currentPeriodStart: seconds(item.current_period_start) ?? seconds(object.current_period_start),
    currentPeriodEnd: seconds(item.current_period_end) ?? seconds(object.current_period_end),
  }
}
