import { recordLinkHealth } from '../../catalogue/index.ts'
import type { ConnectorBatch } from '../connectors/connector.ts'
import { countError, countOutcome, countSkip, type SourceCounts } from './source-counts.ts'
import { storableDrafts } from './storable-drafts.ts'
import { storeDrafts } from './store-drafts.ts'

/**
 * Counts and stores one connector batch (GitHub, Hugging Face): skips by reason, not-free drafts
 * refused, the rest stored by storeDrafts (new ones together, possible matches merged one by one;
 * a failure is counted and the batch goes on), then link-health findings.
 */
export async function mergeBatch({ batch, counts }: { batch: ConnectorBatch; counts: SourceCounts }) {
  counts.fetched += batch.drafts.length + batch.skipped.length
  for (const skipped of batch.skipped) countSkip(counts, skipped.reason)
  for (const message of batch.errors) countError(counts, message)

  const groups = storableDrafts(batch.drafts, counts).map((draft) => ({ agent: draft, drafts: [draft] }))
  for (const stored of await storeDrafts({ groups, repoAliases: batch.repoAliases })) {
    if ('error' in stored) countError(counts, `${batch.label}: ${stored.error}`)
    else countOutcome(counts, stored.outcomes[0]!)
  }

  if (batch.linkChecks?.length) await recordLinkHealth({ checks: batch.linkChecks })
  await batch.afterMerge?.()
}
