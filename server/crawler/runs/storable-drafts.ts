import type { AgentDraft } from '../../catalogue/index.ts'
import { countSkip, type SourceCounts } from './source-counts.ts'

/** Paid and subscription products never enter the catalogue, whatever a source says of them. */
function isFree(draft: AgentDraft) {
  return draft.priceCents === 0 && (draft.pricingType === 'free' || draft.pricingType === 'freemium')
}

function isReadable(draft: AgentDraft) {
  try {
    const { protocol } = new URL(draft.link)

    return draft.name.trim().length > 0 && draft.description.trim().length > 0 && (protocol === 'https:' || protocol === 'http:')
  } catch {
    return false
  }
}

/** The drafts the catalogue may hold; the others are counted as skipped (not free, malformed). */
export function storableDrafts(drafts: readonly AgentDraft[], counts: SourceCounts): AgentDraft[] {
  const storable: AgentDraft[] = []
  for (const draft of drafts) {
    if (!isFree(draft)) countSkip(counts, 'not-free')
    else if (!isReadable(draft)) countSkip(counts, 'malformed')
    else storable.push(draft)
  }

  return storable
}
