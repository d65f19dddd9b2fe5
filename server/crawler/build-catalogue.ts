import { INDUSTRIES, type Category, type Industry } from '../../app/lib/taxonomy.ts'
import type { AgentDraft, Provenance, ShippedCatalogue } from '../catalogue/agent-draft.ts'
import { canonicalizeUrl, isRepositoryRootUrl, repoFullNameFromUrl } from '../catalogue/canonical-url.ts'
import { hostOfLink, isCodeHostLink } from './entry-kind.ts'
import { normaliseTags } from './normalise-fields.ts'

/**
 * De-duplication across directories, in order of certainty: the same canonical URL, the same
 * GitHub repository, the same Hugging Face id, then the same name on the same website (or, for
 * template galleries, the same template name on the same platform). Names are never compared
 * on code hosts: two GitHub projects called "LegalGPT" are different projects.
 */
export function identityKeys(draft: AgentDraft): string[] {
  const keys = [`url:${canonicalizeUrl(draft.link)}`]
  const repository = draft.repoFullName ?? repositoryHomeOf(draft.link)
  if (repository) keys.push(`repo:${repository}`)
  if (draft.modelId) keys.push(`hf:${draft.modelId.toLowerCase()}`)
  const name = normaliseName(draft.name)
  if (draft.source === 'n8n' || draft.source === 'flowise' || draft.source === 'lobehub') keys.push(`template:${draft.source}:${name}`)
  else if (!isCodeHostLink(draft.link) && hostOfLink(draft.link) !== 'huggingface.co') keys.push(`name:${name}@${hostOfLink(draft.link)}`)

  return keys
}

/** "AutoGPT" and "Auto-GPT ✨" are one name; case, accents, punctuation and spacing do not count. */
export function normaliseName(name: string): string {
  return name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')
}

/** `/owner/repo/tree/main` or `/owner/repo/blob/main/README.md` is the repository's home page too. */
function repositoryHomeOf(link: string): string | null {
  if (isRepositoryRootUrl(link)) return repoFullNameFromUrl(link)
  const match = /^https:\/\/github\.com\/[^/]+\/[^/]+\/(?:tree\/[^/]+\/?|blob\/[^/]+\/readme(?:[._-][a-z]{2})?(?:\.md)?)$/i.exec(link)

  return match ? repoFullNameFromUrl(link) : null
}

/** Groups drafts that share any identity key (union-find), keeping the input order inside each group. */
export function groupDuplicates(drafts: readonly AgentDraft[]): AgentDraft[][] {
  const parent = drafts.map((_, index) => index)
  const find = (index: number): number => {
    let root = index
    while (parent[root] !== root) root = parent[root] ?? root
    parent[index] = root

    return root
  }
  const owner = new Map<string, number>()
  drafts.forEach((draft, index) => {
    for (const key of identityKeys(draft)) {
      const existing = owner.get(key)
      if (existing === undefined) owner.set(key, index)
      else parent[find(index)] = find(existing)
    }
  })

  const groups = new Map<number, AgentDraft[]>()
  drafts.forEach((draft, index) => {
    const root = find(index)
    groups.set(root, [...(groups.get(root) ?? []), draft])
  })

  return joinWebsitesToTheirRepositories([...groups.values()])
}

/**
 * A product's website ("AutoGPT", agpt.co) and its repository (Significant-Gravitas/AutoGPT) are
 * one agent when the repository's name is the product's name and exactly one repository has that
 * name: two repositories called "legal-mcp" stay two projects, and so does an ambiguous website.
 */
function joinWebsitesToTheirRepositories(groups: AgentDraft[][]): AgentDraft[][] {
  const repositoryGroupsByName = new Map<string, AgentDraft[][]>()
  for (const group of groups) {
    const repository = group.map((draft) => draft.repoFullName ?? repositoryHomeOf(draft.link)).find(Boolean)
    if (!repository) continue
    const name = normaliseName(repository.split('/')[1] ?? '')
    repositoryGroupsByName.set(name, [...(repositoryGroupsByName.get(name) ?? []), group])
  }

  const joined = new Set<AgentDraft[]>()
  for (const group of groups) {
    const isWebsiteOnly = group.every((draft) => !isCodeHostLink(draft.link) && hostOfLink(draft.link) !== 'huggingface.co' && !draft.repoFullName)
    if (!isWebsiteOnly) continue
    const name = normaliseName(group[0]!.name)
    const candidates = name.length >= 4 ? (repositoryGroupsByName.get(name) ?? []) : []
    if (candidates.length !== 1) continue
    candidates[0]!.push(...group)
    joined.add(group)
  }

  return groups.filter((group) => !joined.has(group))
}

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
 * and stars are the highest any source states.
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

  return {
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
    deploymentComplexity: firstDefined(ordered, 'deploymentComplexity'),
    infrastructureNeeded: firstDefined(ordered, 'infrastructureNeeded'),
    language: firstDefined(ordered, 'language'),
    licence: firstDefined(ordered, 'licence'),
    stars: stars.length ? Math.max(...stars) : null,
    isArchived: group.some((draft) => draft.isArchived),
    provenance: uniqueProvenance(group),
  }
}

export type CatalogueCounts = {
  duplicatesMerged: number
  total: number
  byIndustry: Record<Industry, number>
  byCategory: Record<string, number>
}

export type BuildCatalogueOptions = {
  drafts: readonly AgentDraft[]
  generatedAt: string
}

/** Merges duplicates and sorts the result (name, then link) so the same input gives the same file. */
export function buildCatalogue({ drafts, generatedAt }: BuildCatalogueOptions): { catalogue: ShippedCatalogue; counts: CatalogueCounts } {
  const agents = groupDuplicates(drafts)
    .map(mergeDuplicates)
    .sort((left, right) => left.name.localeCompare(right.name, 'en', { sensitivity: 'base' }) || left.link.localeCompare(right.link))

  const byIndustry = Object.fromEntries(INDUSTRIES.map((industry) => [industry, 0])) as Record<Industry, number>
  const byCategory: Record<string, number> = {}
  for (const agent of agents) {
    byIndustry[agent.industry] += 1
    byCategory[agent.category] = (byCategory[agent.category] ?? 0) + 1
  }

  return {
    catalogue: { generatedAt, agents },
    counts: { duplicatesMerged: drafts.length - agents.length, total: agents.length, byIndustry, byCategory },
  }
}
