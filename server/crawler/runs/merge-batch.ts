import type { AgentDraft } from '../../catalogue/index.ts'
import { isRepositoryRootUrl } from '../../catalogue/index.ts'
import { insertNewAgentDrafts, mergeAgentDraft, recordLinkHealth } from '../../catalogue/index.ts'
import type { ConnectorBatch } from '../connectors/connector.ts'
import { resolveRepositoryNames } from '../github/resolve-repository-names.ts'
import { countError, countOutcome, countSkip, type SourceCounts } from './source-counts.ts'
import { storableDrafts } from './storable-drafts.ts'

/**
 * A draft under its repository's current name, with the names it had: a list that still says
 * OpenDevin/OpenDevin merges into the agent GitHub now calls All-Hands-AI/OpenHands.
 */
export async function withCurrentRepositoryName(draft: AgentDraft, knownAliases: string[]): Promise<{ draft: AgentDraft; repoAliases: string[] }> {
  if (!draft.repoFullName) return { draft, repoAliases: [] }
  const names = await resolveRepositoryNames({ repoFullName: draft.repoFullName })
  const repoAliases = [...new Set([...names.aliases, ...knownAliases])]
  if (names.current === draft.repoFullName) return { draft, repoAliases }

  const link = isRepositoryRootUrl(draft.link) && names.displayName ? `https://github.com/${names.displayName}` : draft.link

  return { draft: { ...draft, repoFullName: names.current, link }, repoAliases: [...new Set([...repoAliases, draft.repoFullName])] }
}

/**
 * Counts and merges one connector batch: skips by reason, not-free drafts refused, drafts that can
 * match nothing stored inserted together (insertNewAgentDrafts), every other draft merged in its
 * own transaction (a failure is counted and the batch goes on), then link-health findings.
 */
export async function mergeBatch({ batch, counts }: { batch: ConnectorBatch; counts: SourceCounts }) {
  counts.fetched += batch.drafts.length + batch.skipped.length
  for (const skipped of batch.skipped) countSkip(counts, skipped.reason)
  for (const message of batch.errors) countError(counts, message)

  const storable = storableDrafts(batch.drafts, counts)
  let rest: readonly AgentDraft[] = storable
  try {
    const fast = await insertNewAgentDrafts({ drafts: storable })
    for (let created = 0; created < fast.created; created += 1) countOutcome(counts, 'created')
    rest = fast.rest
  } catch {
    // The careful path below stores them one by one and counts what fails; here it only costs time.
    rest = storable
  }

  for (const original of rest) {
    try {
      const { draft, repoAliases } = await withCurrentRepositoryName(original, batch.repoAliases?.[original.repoFullName ?? ''] ?? [])
      const { outcome } = await mergeAgentDraft({ draft, repoAliases })
      countOutcome(counts, outcome)
    } catch (error) {
      countError(counts, `${batch.label}: could not store "${original.name}": ${(error as Error).message}`)
    }
  }

  if (batch.linkChecks?.length) await recordLinkHealth({ checks: batch.linkChecks })
  await batch.afterMerge?.()
}
