import { getPremiumStatus } from '../payments/index.ts'
import { singleton } from '../shared/singleton.ts'
import type { TPremiumStatus } from './listings.schemas.ts'

export type TPremiumStatusReader = (userId: number) => Promise<TPremiumStatus>

/** The builder's Premium Listing subscription as payments (server/payments) records it. */
async function readFromPayments(userId: number): Promise<TPremiumStatus> {
  const premium = await getPremiumStatus(userId)

  return {
    status: premium.status,
    currentPeriodEnd: premium.currentPeriodEnd ? new Date(premium.currentPeriodEnd) : null,
    cancelAtPeriodEnd: premium.cancelAtPeriodEnd,
    plan: premium.plan?.code ?? null,
  }
}

/**
 * Where the dashboard learns whether a builder pays for Premium Listing: payments'
 * `getPremiumStatus`. The seam stays so tests can stand in for a subscription
 * (`setPremiumStatusReader`) without walking a checkout in every file.
 */
const port = singleton('listings-premium-status-port', () => ({ read: readFromPayments as TPremiumStatusReader }))

export async function readPremiumStatus(userId: number): Promise<TPremiumStatus> {
  return port.read(userId)
}

/** Replaces the reader; returns a function that puts the previous one back. */
export function setPremiumStatusReader(reader: TPremiumStatusReader): () => void {
  const previous = port.read
  port.read = reader

  return () => {
    port.read = previous
  }
}
