import { and, eq, inArray, or, sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agentProvenance, agents } from '../../db/schema/index.ts'
import type { AgentDraft } from './agent-draft.ts'
import { canonicalizeUrl } from './canonical-url.ts'
import { findDuplicateAgent, type DatabaseExecutor } from './find-duplicate-agent.ts'
import { planAgentMerge } from './plan-agent-merge.ts'
import { slugify } from './slugify.ts'
import { isUniqueViolation } from '../shared/is-unique-violation.ts'

export type MergeOutcome =
  /** A new agent. */
  | 'created'
  /** An entry seen before (same provenance) brought new facts. */
  | 'updated'
  /** A new entry for an agent already known from another entry or source. */
  | 'duplicate'
  /** An entry seen before with nothing new. */
  | 'unchanged'

export type MergeAgentDraftOptions = {
  draft: AgentDraft
  /** Earlier names of the draft's repository (GitHub renames), lower-case owner/repo. */
  repoAliases?: string[]
}

export type MergeAgentDraftResult = { agentId: number; outcome: MergeOutcome }

async function agentIdFromProvenance(executor: DatabaseExecutor, draft: AgentDraft): Promise<number | null> {
  if (!draft.provenance.length) return null
  const keys = draft.provenance.map(({ directory, externalId }) => and(eq(agentProvenance.directory, directory), eq(agentProvenance.externalId, externalId)))
  const [row] = await executor.select({ agentId: agentProvenance.agentId }).from(agentProvenance).where(or(...keys)).limit(1)

  return row?.agentId ?? null
}

async function freeSlug(executor: DatabaseExecutor, name: string): Promise<string> {
  const base = slugify(name)
  // Most names are new: one indexed look-up. Only a taken slug needs the (unindexed) LIKE search.
  const [isTaken] = await executor.select({ slug: agents.slug }).from(agents).where(eq(agents.slug, base)).limit(1)
  if (!isTaken) return base
  const rows = await executor
    .select({ slug: agents.slug })
    .from(agents)
    .where(or(eq(agents.slug, base), sql`${agents.slug} like ${`${base}-%`}`))
  const taken = new Set(rows.map((row) => row.slug))
  let slug = base
  for (let suffix = 2; taken.has(slug); suffix++) slug = `${base}-${suffix}`

  return slug
}

async function recordProvenance(executor: DatabaseExecutor, agentId: number, draft: AgentDraft) {
  if (!draft.provenance.length) return
  await executor
    .insert(agentProvenance)
    .values(draft.provenance.map((entry) => ({ ...entry, agentId })))
    .onConflictDoUpdate({
      target: [agentProvenance.directory, agentProvenance.externalId],
      set: { sourceUrl: sql`excluded.source_url`, licence: sql`excluded.licence`, fetchedAt: sql`now()` },
    })
}

/** A record an admin merged into another sends its duplicates on to the record it was merged into. */
async function followAdminMerges(executor: DatabaseExecutor, agentId: number): Promise<number> {
  let current = agentId
  for (let hop = 0; hop < 5; hop++) {
    const [row] = await executor.select({ mergedInto: agents.mergedIntoAgentId }).from(agents).where(eq(agents.id, current))
    if (!row || row.mergedInto === null) return current
    current = row.mergedInto
  }

  return current
}

async function mergeOnce({ draft, repoAliases = [] }: MergeAgentDraftOptions): Promise<MergeAgentDraftResult> {
  return db.transaction(async (tx) => {
    const seenAgentId = await agentIdFromProvenance(tx, draft)
    const matchedId = seenAgentId ?? (await findDuplicateAgent({ draft, repoAliases, executor: tx }))?.agentId ?? null
    const agentId = matchedId === null ? null : await followAdminMerges(tx, matchedId)

    if (agentId === null) {
      // The node count only tells two n8n templates apart while building; it is not a column.
      const { provenance: _provenance, workflowNodeCount: _nodeCount, ...fields } = draft
      const [created] = await tx
        .insert(agents)
        .values({ ...fields, slug: await freeSlug(tx, draft.name), canonicalUrl: canonicalizeUrl(draft.link) })
        .returning({ id: agents.id })
      await recordProvenance(tx, created!.id, draft)

      return { agentId: created!.id, outcome: 'created' }
    }

    const [existing] = await tx.select().from(agents).where(eq(agents.id, agentId)).for('update')
    const identities = [draft.repoFullName, draft.modelId].filter((value): value is string => Boolean(value))
    // Another agent may already hold the draft's repository or model id; then this one cannot take it.
    const taken = identities.length
      ? await tx
          .select({ repoFullName: agents.repoFullName, modelId: agents.modelId })
          .from(agents)
          .where(and(sql`${agents.id} <> ${agentId}`, or(inArray(agents.repoFullName, identities), inArray(agents.modelId, identities))))
      : []
    const changes = planAgentMerge({
      existing: existing!,
      draft,
      repoAliases,
      takenIdentities: new Set(taken.flatMap((row) => [row.repoFullName, row.modelId]).filter((value): value is string => Boolean(value))),
    })
    const hasChanges = Object.keys(changes).length > 0
    if (hasChanges) await tx.update(agents).set({ ...changes, updatedAt: sql`now()` }).where(eq(agents.id, agentId))
    await recordProvenance(tx, agentId, draft)

    if (seenAgentId === null) return { agentId, outcome: 'duplicate' }

    return { agentId, outcome: hasChanges ? 'updated' : 'unchanged' }
  })
}

/**
 * Puts one crawled or submitted draft into the catalogue in its own short transaction: a new agent,
 * or a merge into the agent it duplicates (gaps filled, provenance kept, locked fields untouched).
 * A killed process leaves either the whole merge or none of it.
 */
export async function mergeAgentDraft(options: MergeAgentDraftOptions): Promise<MergeAgentDraftResult> {
  try {
    return await mergeOnce(options)
  } catch (error) {
    // Someone else inserted the same agent (or slug) meanwhile: the second attempt finds and merges it.
    if (!isUniqueViolation(error)) throw error

    return mergeOnce(options)
  }
}
