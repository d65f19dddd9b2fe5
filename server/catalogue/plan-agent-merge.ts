import type { agents } from '../../db/schema/index.ts'
import type { AgentDraft } from './agent-draft.ts'
import { canonicalizeUrl } from './canonical-url.ts'
import { storedDeploymentFacts } from '../shared/derive-deployment-facts.ts'
import { lockedFieldNames } from '../shared/locked-fields.ts'

type AgentRow = typeof agents.$inferSelect
export type AgentChanges = Partial<Omit<typeof agents.$inferInsert, 'id' | 'searchVector'>>

export type PlanAgentMergeOptions = {
  existing: AgentRow
  draft: AgentDraft
  /** Earlier names of the draft's repository, lower-case. */
  repoAliases?: string[]
  /** Repository names and model ids other agents hold already. */
  takenIdentities?: Set<string>
}

const MAX_TAGS = 8

/** Fields a source can fill when the catalogue has nothing yet; an existing value is never replaced. */
const GAP_FIELDS = [
  'builderProfile',
  'builderUrl',
  'deploymentGuide',
  'language',
  'licence',
  'entryKind',
] as const satisfies readonly (keyof AgentDraft & keyof AgentRow)[]

function isBlank(value: unknown) {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
}

function largest(current: number | null, incoming: number | null) {
  return incoming !== null && (current === null || incoming > current) ? incoming : current
}

/**
 * What a draft adds to the agent it duplicates: gaps filled, popularity raised to the highest count
 * any source reports, tags joined, a renamed repository followed. Locked fields (an admin's or
 * owner's edits) are never in the plan. Pure, so the rules are tested without a database.
 */
export function planAgentMerge({ existing, draft, repoAliases = [], takenIdentities = new Set() }: PlanAgentMergeOptions): AgentChanges {
  const locked = lockedFieldNames(existing.lockedFields)
  const changes: AgentChanges = {}
  const set = <Key extends keyof AgentChanges>(field: Key, value: AgentChanges[Key]) => {
    if (!locked.has(field) && value !== existing[field as keyof AgentRow]) changes[field] = value
  }

  if (isBlank(existing.description) && !isBlank(draft.description)) set('description', draft.description)
  for (const field of GAP_FIELDS) {
    if (isBlank(existing[field]) && !isBlank(draft[field])) set(field, draft[field])
  }
  if (existing.industry === 'general' && draft.industry !== 'general') set('industry', draft.industry)
  if (existing.category === 'general' && draft.category !== 'general') set('category', draft.category)

  const tags = [...new Set([...existing.tags, ...draft.tags])].slice(0, MAX_TAGS)
  if (tags.length !== existing.tags.length) set('tags', tags)

  set('stars', largest(existing.stars, draft.stars))
  set('likes', largest(existing.likes, draft.likes))
  set('downloads', largest(existing.downloads, draft.downloads))
  if (draft.isArchived && !existing.isArchived) set('isArchived', true)

  if (draft.modelId && existing.modelId === null && !takenIdentities.has(draft.modelId)) set('modelId', draft.modelId)
  if (draft.repoFullName && !takenIdentities.has(draft.repoFullName)) {
    const isRename = existing.repoFullName !== null && existing.repoFullName !== draft.repoFullName && repoAliases.includes(existing.repoFullName)
    if (existing.repoFullName === null || isRename) set('repoFullName', draft.repoFullName)
    // The old link still redirects, but the agent's page should point at the repository's new home.
    const isLinkToOldRepository = isRename && canonicalizeUrl(existing.link) === `https://github.com/${existing.repoFullName}`
    if (isLinkToOldRepository && !locked.has('link') && !locked.has('repoFullName')) {
      set('link', draft.link)
      set('canonicalUrl', canonicalizeUrl(draft.link))
    }
  }

  // The deployment facts follow from the merged fields (a new language or model id can change them).
  const merged = { ...existing, ...changes }
  const facts = storedDeploymentFacts({ ...merged, description: merged.description ?? '' })
  set('selfDeployable', facts.selfDeployable)
  set('deploymentComplexity', facts.deploymentComplexity)
  set('infrastructureNeeded', facts.infrastructureNeeded)

  return changes
}
