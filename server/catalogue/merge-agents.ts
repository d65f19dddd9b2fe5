import { eq, sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agentProvenance, agents } from '../../db/schema/index.ts'
import { AppError } from '../shared/errors.ts'

export type MergeAgentsOptions = {
  /** The record that stays. */
  keepAgentId: number
  /** The duplicate: hidden, pointing at the kept one. */
  duplicateAgentId: number
}

export type TMergedAgents = {
  keep: { id: number; name: string }
  duplicate: { id: number; name: string }
  /** Directories the kept record is now known from (both records' provenance). */
  provenance: string[]
  addedTags: string[]
}

const MAX_TAGS = 8

/**
 * Two records of one agent become one: the duplicate's provenance moves to the kept record (both
 * are kept), its tags join, gaps are filled from it, and it is hidden with `merged_into_agent_id`
 * set, so a later crawl that recognises the duplicate's link or repository merges into the kept
 * record instead (mergeAgentDraft follows it). The duplicate's row stays for its reviews and links.
 */
export async function mergeAgents({ keepAgentId, duplicateAgentId }: MergeAgentsOptions): Promise<TMergedAgents> {
  if (keepAgentId === duplicateAgentId) throw new AppError('BAD_REQUEST', 'Choose two different agents to merge.')

  return db.transaction(async (tx) => {
    // Lock both rows in id order, as every other multi-agent write does, so merges never deadlock.
    const rows = await tx.select().from(agents).where(sql`${agents.id} in (${keepAgentId}, ${duplicateAgentId})`).orderBy(agents.id).for('update')
    const keep = rows.find((row) => row.id === keepAgentId)
    const duplicate = rows.find((row) => row.id === duplicateAgentId)
    if (!keep || !duplicate) throw new AppError('NOT_FOUND', 'Agent not found')
    if (keep.mergedIntoAgentId !== null) throw new AppError('CONFLICT', `${keep.name} was itself merged into agent ${keep.mergedIntoAgentId}; merge into that one.`)
    if (duplicate.mergedIntoAgentId !== null) throw new AppError('CONFLICT', `${duplicate.name} was merged already.`)

    const tags = [...new Set([...keep.tags, ...duplicate.tags])].slice(0, MAX_TAGS)
    const addedTags = tags.filter((tag) => !keep.tags.includes(tag))
    const gaps = Object.fromEntries(
      (['deploymentGuide', 'apiEndpoint', 'builderProfile', 'builderUrl', 'deploymentComplexity', 'infrastructureNeeded', 'licence', 'language'] as const)
        .filter((field) => keep[field] === null && duplicate[field] !== null)
        .map((field) => [field, duplicate[field]]),
    )
    await tx.update(agentProvenance).set({ agentId: keepAgentId }).where(eq(agentProvenance.agentId, duplicateAgentId))
    await tx
      .update(agents)
      .set({
        ...gaps,
        tags,
        stars: maxOf(keep.stars, duplicate.stars),
        likes: maxOf(keep.likes, duplicate.likes),
        downloads: maxOf(keep.downloads, duplicate.downloads),
        updatedAt: sql`now()`,
      })
      .where(eq(agents.id, keepAgentId))
    await tx
      .update(agents)
      .set({ isActive: false, mergedIntoAgentId: keepAgentId, lockedFields: [...new Set([...duplicate.lockedFields, 'isActive'])], updatedAt: sql`now()` })
      .where(eq(agents.id, duplicateAgentId))
    const provenance = await tx.select({ directory: agentProvenance.directory }).from(agentProvenance).where(eq(agentProvenance.agentId, keepAgentId))

    return {
      keep: { id: keep.id, name: keep.name },
      duplicate: { id: duplicate.id, name: duplicate.name },
      provenance: [...new Set(provenance.map((row) => row.directory))],
      addedTags,
    }
  })
}

function maxOf(left: number | null, right: number | null): number | null {
  if (left === null) return right
  if (right === null) return left

  return Math.max(left, right)
}
