import { db } from '../../db/client.ts'
import { agentProvenance, agents } from '../../db/schema/index.ts'
import type { AgentDraft } from './agent-draft.ts'
import { canonicalizeUrl } from './canonical-url.ts'
import { slugify } from './slugify.ts'

export type InsertAgentsOptions = {
  drafts: AgentDraft[]
  /** Rows per INSERT statement; keeps each statement under Postgres' parameter limit. */
  batchSize?: number
}

/**
 * Bulk-inserts drafts that are already de-duplicated (the shipped catalogue, benchmarks).
 * The crawler's merge path handles drafts that may match existing agents.
 */
export async function insertAgents({ drafts, batchSize = 500 }: InsertAgentsOptions) {
  const usedSlugs = new Set<string>()
  const uniqueSlug = (name: string) => {
    const base = slugify(name)
    let slug = base
    for (let suffix = 2; usedSlugs.has(slug); suffix++) slug = `${base}-${suffix}`
    usedSlugs.add(slug)

    return slug
  }

  await db.transaction(async (tx) => {
    for (let start = 0; start < drafts.length; start += batchSize) {
      const batch = drafts.slice(start, start + batchSize)
      const inserted = await tx
        .insert(agents)
        .values(
          batch.map(({ provenance: _provenance, workflowNodeCount: _nodeCount, ...draft }) => ({
            ...draft,
            slug: uniqueSlug(draft.name),
            canonicalUrl: canonicalizeUrl(draft.link),
          })),
        )
        .returning({ id: agents.id })

      const provenanceRows = batch.flatMap((draft, index) =>
        draft.provenance.map((entry) => ({ ...entry, agentId: inserted[index]!.id })),
      )
      if (provenanceRows.length) await tx.insert(agentProvenance).values(provenanceRows)
    }
  })

  return { inserted: drafts.length }
}
