import { createHash } from 'node:crypto'
import { isbot } from 'isbot'
import { env } from '../shared/env.ts'
import { bufferListingEvent } from './analytics-buffer.ts'
import { utcDay } from './utc-day.ts'

export type RecordListingEventOptions = {
  agentId: number
  kind: 'view' | 'click'
  /** The caller's address (server/http/client-address.ts); hashed here, never kept. */
  clientAddress: string
  userAgent: string | null
  /** The viewer owns the agent: a builder's own visits are not counted. */
  isOwner: boolean
  now?: Date
}

/**
 * Counts a detail page shown to a person, or an outbound click. Bots (by user agent) and the
 * owner are left out. Nothing is written here: the event waits in memory for the next flush,
 * with the address and browser reduced to a hash that the flush salts with the day's salt.
 * Returns whether it was counted.
 */
export function recordListingEvent({ agentId, kind, clientAddress, userAgent, isOwner, now = new Date() }: RecordListingEventOptions): boolean {
  if (!env().ANALYTICS_COUNTING || isOwner || isbot(userAgent)) return false
  const fingerprint = createHash('sha256').update(`${clientAddress}\n${userAgent ?? ''}`).digest('base64url')
  bufferListingEvent({ agentId, day: utcDay(now), kind, fingerprint })

  return true
}
