import type { Category, Industry } from '../shared/taxonomy.ts'
import type { AgentDraft, Provenance } from '../catalogue/index.ts'
import { normaliseTags } from './normalise-fields.ts'
import { withDeploymentFacts } from '../shared/derive-deployment-facts.ts'

function mostCommonVertical<T extends Industry | Category>(values: readonly T[], fallback: T, neutral: T): T {
  const counts = new Map<T, number>()
  for (const value of values) if (value !== neutral) counts.set(value, (counts.get(value) ?? 0) + 1)
  const ranked = [...counts.entries()].sort((left, right) => right[1] - left[1] || String(left[0]).localeCompare(String(right[0])))

  return ranked[0]?.[0] ?? fallback
}

function firstDefined<K extends keyof AgentDraft>(drafts: readonly AgentDraft[], key: K): AgentDraft[K] {
  return drafts.map((draft) => draft[key]).find((value) => value !== null && value !== undefined) ?? drafts[0]![key]
}

function uniqueProvenance(drafts: readonly AgentDraft[]): Provenance[] {
  const byKey = new Map<string, Provenance>()
  for (const entry of drafts.flatMap((draft) => draft.provenance)) byKey.set(`${entry.directory}\u0000${entry.externalId}`, entry)

  return [...byKey.values()].sort(
    (left, right) => left.directory.localeCompare(right.directory) || left.externalId.localeCompare(right.externalId),
  )
}

/**
 * One agent from a group of duplicates: the repository link wins, gaps are filled from the
 * others, every provenance is kept, the longest description is used (all are cleaned English),
 * stars are the highest any source states, and the deployment facts are derived again.
 */
export function mergeDuplicates(group: readonly AgentDraft[]): AgentDraft {
  // The repository's own link leads; otherwise a stable order, so the input order never changes the result.
  const ordered = [...group].sort(
    (left, right) =>
      Number(right.repoFullName !== null) - Number(left.repoFullName !== null) ||
      left.link.localeCompare(right.link) ||
      (left.provenance[0]?.directory ?? '').localeCompare(right.provenance[0]?.directory ?? '') ||
      left.name.localeCompare(right.name),
  )
  const primary = ordered[0]
  if (!primary) throw new Error('mergeDuplicates needs at least one draft')
  if (group.length === 1) return primary

  const stars = group.map((draft) => draft.stars).filter((value): value is number => value !== null)
  const longest = [...ordered].sort((left, right) => right.description.length - left.description.length)[0] ?? primary
  const specificSource = ordered.find((draft) => draft.source !== 'github' && draft.source !== 'web')?.source

  // The deployment facts follow from the merged link, source, language and tags, not from any one draft.
  return withDeploymentFacts({
    ...primary,
    description: longest.description,
    source: specificSource ?? primary.source,
    // A vertical named by any source's own text beats `general` from another source.
    industry: mostCommonVertical(group.map((draft) => draft.industry), primary.industry, 'general'),
    category: primary.category !== 'general' ? primary.category : mostCommonVertical(group.map((draft) => draft.category), 'general', 'general'),
    tags: normaliseTags(ordered.flatMap((draft) => draft.tags)),
    repoFullName: firstDefined(ordered, 'repoFullName'),
    modelId: firstDefined(ordered, 'modelId'),
    builderProfile: firstDefined(ordered, 'builderProfile'),
    builderUrl: firstDefined(ordered, 'builderUrl'),
    language: firstDefined(ordered, 'language'),
    licence: firstDefined(ordered, 'licence'),
    entryKind: firstDefined(ordered, 'entryKind'),
    stars: stars.length ? Math.max(...stars) : null,
    isArchived: group.some((draft) => draft.isArchived),
    provenance: uniqueProvenance(group),
  })
}
