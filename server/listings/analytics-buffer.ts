import { singleton } from '../shared/singleton.ts'

/** What one agent gathered on one UTC day since the last flush. */
export type TBufferedCounts = {
  agentId: number
  day: string
  views: number
  clicks: number
  /** Unsalted hashes of address and browser, kept only in memory until the flush salts them. */
  visitors: Set<string>
}

export type TListingEvent = { agentId: number; day: string; kind: 'view' | 'click'; fingerprint: string }

/**
 * Views and clicks wait here and reach the database in one batch every few seconds
 * (flush-listing-analytics.ts), so counting adds no query to a page. One buffer per process even
 * though the page build bundles its own copy of this module.
 */
const buffer = singleton('listing-analytics-buffer', () => ({ entries: new Map<string, TBufferedCounts>() }))

function entryFor(agentId: number, day: string): TBufferedCounts {
  const key = `${agentId}:${day}`
  let entry = buffer.entries.get(key)
  if (!entry) {
    entry = { agentId, day, views: 0, clicks: 0, visitors: new Set() }
    buffer.entries.set(key, entry)
  }

  return entry
}

export function bufferListingEvent({ agentId, day, kind, fingerprint }: TListingEvent) {
  const entry = entryFor(agentId, day)
  if (kind === 'view') {
    entry.views += 1
    entry.visitors.add(fingerprint)
  } else {
    entry.clicks += 1
  }
}

/** Empties the buffer and hands its contents to the flush. */
export function takeBufferedCounts(): TBufferedCounts[] {
  const taken = [...buffer.entries.values()]
  buffer.entries = new Map()

  return taken
}

/** A failed flush puts its counts back, so the next one retries them. */
export function restoreBufferedCounts(counts: TBufferedCounts[]) {
  for (const counted of counts) {
    const entry = entryFor(counted.agentId, counted.day)
    entry.views += counted.views
    entry.clicks += counted.clicks
    for (const visitor of counted.visitors) entry.visitors.add(visitor)
  }
}
