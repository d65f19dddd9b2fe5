import type { ContributionMetadata } from '../../db/schema/index.ts'
import { singleton } from '../shared/singleton.ts'

/** Long enough to fill in a form after extracting; short enough that counts stay current. */
const KEEP_MS = 30 * 60 * 1000
const MAX_ENTRIES = 1000

type Entry = { metadata: ContributionMetadata; storedAt: number }

const entries = singleton('contribution-extractions', () => new Map<string, Entry>())

/**
 * What the server itself read from GitHub or Hugging Face for a link, kept briefly so the
 * submission that follows an auto-extract stores it without asking the source again (and without
 * trusting counts a client might send). Per process: a miss only means the metadata fills in
 * when the contribution is approved.
 */
export function rememberExtraction({ canonicalUrl, metadata, now = Date.now() }: { canonicalUrl: string; metadata: ContributionMetadata; now?: number }) {
  entries.delete(canonicalUrl)
  entries.set(canonicalUrl, { metadata, storedAt: now })
  // A Map iterates in insertion order: the first key is the oldest.
  while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!)
}

export function recallExtraction({ canonicalUrl, now = Date.now() }: { canonicalUrl: string; now?: number }): ContributionMetadata | null {
  const entry = entries.get(canonicalUrl)
  if (!entry || now - entry.storedAt > KEEP_MS) return null

  return entry.metadata
}
