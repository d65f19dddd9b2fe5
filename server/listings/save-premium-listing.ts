import { db } from '../../db/client.ts'
import { isAgentOwner } from '../catalogue/index.ts'
import { grantPremium, revokePremiumGrants } from '../placement/index.ts'
import { AppError } from '../shared/errors.ts'
import { activeListingGrant, toPremiumListing } from './find-premium-listings.ts'
import { findOwnedAgents } from './find-owned-agents.ts'
import type { TPremiumListing, TSavePremiumListingRequest } from './listings.schemas.ts'
import { readPremiumStatus } from './premium-status-port.ts'

export type SavePremiumListingOptions = TSavePremiumListingRequest & { userId: number; now?: Date }

export type TSavePremiumListingResult = { listing: TPremiumListing; isNew: boolean }

export const SUBSCRIPTION_REQUIRED_MESSAGE = 'A premium listing needs an active Premium Listing subscription: subscribe at /premium/subscribe.'

/**
 * Makes one of the builder's agents a premium listing, or edits its priority and end. Allowed
 * only while their Premium Listing subscription is active: the grant is a 'subscription' grant
 * of tier 'listing' lasting until featuredUntil, or the end of the paid period when empty.
 * Editing replaces the builder's earlier listing grant; upgrades and admin grants stay.
 */
export async function savePremiumListing({ userId, agentId, priorityScore, featuredUntil, now = new Date() }: SavePremiumListingOptions): Promise<TSavePremiumListingResult> {
  const ownership = await isAgentOwner({ userId, agentId })
  if (ownership === 'not-found') throw new AppError('NOT_FOUND', 'Agent not found')
  if (ownership === 'not-owner') throw new AppError('FORBIDDEN', 'You can only list your own agents.')
  const subscription = await readPremiumStatus(userId)
  if (subscription.status !== 'active' || !subscription.currentPeriodEnd) throw new AppError('PAYMENT_REQUIRED', SUBSCRIPTION_REQUIRED_MESSAGE)

  const endsAt = featuredUntil ? endOfDay(featuredUntil) : subscription.currentPeriodEnd
  if (endsAt.getTime() <= now.getTime()) throw new AppError('UNPROCESSABLE', 'Featured until must be a date in the future.')
  const isNew = (await activeListingGrant(agentId)) === null
  await db.transaction(async (tx) => {
    await revokePremiumGrants({ agentId, sources: ['subscription'] }, tx)
    await grantPremium({ agentId, source: 'subscription', tier: 'listing', priorityScore, endsAt, grantedByUserId: userId }, tx)
  })
  const agent = (await findOwnedAgents({ userId })).find((owned) => owned.id === agentId)!

  return { listing: await toPremiumListing(agent), isNew }
}

/** A date alone ('2026-12-24') means "to the end of that day" (UTC). */
function endOfDay(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999Z`) : new Date(value)
}
