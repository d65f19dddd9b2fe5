import type { AgentDraft } from '../../catalogue/index.ts'
import { recordLinkHealth } from '../../catalogue/index.ts'
import type { ConnectorBatch } from '../connectors/connector.ts'
import { deduplicateDrafts } from '../deduplicate-drafts.ts'
import { countError, countOutcome, countSkip, type SourceCounts } from './source-counts.ts'
import { storableDrafts } from './storable-drafts.ts'
import { storeDrafts } from './store-drafts.ts'

/**
 * The drafts of a run's catalogue sources (directories and template projects), held until every
 * one of them is read: the shared rules can only join "the same n8n template under two titles" or
 * "a website and its repository" when they see both drafts, as the shipped catalogue's build does.
 */
export function createCatalogueDraftPool() {
  const sourceOf = new Map<AgentDraft, { sourceKey: string; counts: SourceCounts }>()
  const afterMerge: (() => Promise<void>)[] = []

  return {
    /** Counts a batch now (fetched, skipped, errors) and keeps its drafts for store(). */
    async collect(sourceKey: string, batch: ConnectorBatch, counts: SourceCounts) {
      counts.fetched += batch.drafts.length + batch.skipped.length
      for (const skipped of batch.skipped) countSkip(counts, skipped.reason)
      for (const message of batch.errors) countError(counts, message)
      for (const draft of storableDrafts(batch.drafts, counts)) sourceOf.set(draft, { sourceKey, counts })
      if (batch.linkChecks?.length) await recordLinkHealth({ checks: batch.linkChecks })
      if (batch.afterMerge) afterMerge.push(batch.afterMerge)
    },

    /** De-duplicates everything collected, stores it, and counts each draft's outcome on its own source. */
    async store() {
      const groups = deduplicateDrafts([...sourceOf.keys()])
      for (const stored of await storeDrafts({ groups })) {
        const owner = sourceOf.get(stored.group.drafts[0]!)!
        if ('error' in stored) {
          countError(owner.counts, `${owner.sourceKey}: ${stored.error}`)
          continue
        }
        stored.group.drafts.forEach((draft, index) => countOutcome(sourceOf.get(draft)!.counts, stored.outcomes[index]!))
      }
      // ETags are saved only once the entries they describe are stored.
      for (const save of afterMerge) await save()
    },
  }
}
