import { INDUSTRIES, type Category, type Industry } from '../shared/taxonomy.ts'
import type { AgentDraft, Provenance, ShippedCatalogue } from '../catalogue/index.ts'
import { canonicalizeUrl, isRepositoryRootUrl, repoFullNameFromUrl } from '../catalogue/index.ts'
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
  // LobeHub agents and Flowise templates are files with their own identifiers: the same title on two
  // files is two agents. n8n collections copy one workflow under several ids, so the title counts
  // there, but only with the same number of nodes (a 100-node and a 56-node version are two templates).
  if (draft.source === 'n8n') keys.push(`template:n8n:${name}:${draft.workflowNodeCount ?? '?'}`)
  else if (draft.source === 'flowise' || draft.source === 'lobehub') return keys
  else if (!isCodeHostLink(draft.link) && hostOfLink(draft.link) !== 'huggingface.co') keys.push(`name:${name}@${hostOfLink(draft.link)}`)

  return keys
}

/**
 * "AutoGPT" and "Auto-GPT ✨" are one name; case, accents, punctuation and spacing do not count, nor
 * does a maker's credit ("crewAI by João Moura" is "crewAI").
 */
export function normaliseName(name: string): string {
  return name
    .replace(/\s+by\s+\p{Lu}[\p{L}\p{N}.&' -]*$/u, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '')
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

  for (const [left, right] of [...sameN8nTemplates(drafts), ...movedRepositories(drafts)]) parent[find(left)] = find(right)

  const groups = new Map<number, AgentDraft[]>()
  drafts.forEach((draft, index) => {
    const root = find(index)
    groups.set(root, [...(groups.get(root) ?? []), draft])
  })

  return joinWebsitesToTheirRepositories([...groups.values()])
}

const TITLE_STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'with', 'for', 'to', 'of', 'in', 'on', 'using', 'via', 'from', 'your', 'them', 'it'])

function titleWords(name: string): Set<string> {
  return new Set(name.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word && !TITLE_STOP_WORDS.has(word)))
}

function trigrams(text: string): Set<string> {
  const padded = `  ${normaliseName(text)} `
  const grams = new Set<string>()
  for (let index = 0; index < padded.length - 2; index += 1) grams.add(padded.slice(index, index + 3))

  return grams
}

function jaccard(left: Set<string>, right: Set<string>): number {
  let shared = 0
  for (const item of left) if (right.has(item)) shared += 1

  return shared / (left.size + right.size - shared || 1)
}

/** "Telegram AI Langchain bot" and "Telegram AI bot with LangChain nodes": one title's words hold the other's, or they are close. */
function isSameTitle(left: string, right: string): boolean {
  const [shorter, longer] = [titleWords(left), titleWords(right)].sort((a, b) => a.size - b.size) as [Set<string>, Set<string>]
  const contained = shorter.size >= 2 && [...shorter].every((word) => longer.has(word))

  return contained || jaccard(trigrams(left), trigrams(right)) >= 0.5
}

/**
 * The same n8n template under two titles in two collections: the same number of nodes and titles
 * that agree. Never within one collection (its near-titles are its own variants) and never across
 * node counts (another version).
 */
function sameN8nTemplates(drafts: readonly AgentDraft[]): [number, number][] {
  const byNodeCount = new Map<number, number[]>()
  drafts.forEach((draft, index) => {
    if (draft.source !== 'n8n' || draft.workflowNodeCount == null) return
    byNodeCount.set(draft.workflowNodeCount, [...(byNodeCount.get(draft.workflowNodeCount) ?? []), index])
  })
  const links: [number, number][] = []
  for (const indexes of byNodeCount.values()) {
    for (const [position, left] of indexes.entries()) {
      for (const right of indexes.slice(position + 1)) {
        const [a, b] = [drafts[left]!, drafts[right]!]
        if (a.provenance[0]?.directory === b.provenance[0]?.directory) continue
        if (isSameTitle(a.name, b.name)) links.push([left, right])
      }
    }
  }

  return links
}

/**
 * A repository that moved to an organisation named after it (joaomdmoura/crewai → crewAIInc/crewAI,
 * AntonOsika/gpt-engineer → gpt-engineer-org/gpt-engineer): same repository name, same agent name,
 * and the new owner's name contains the project's. Two unrelated repositories with one name
 * (camel-ai/camel and starmpcc/CAMEL) also need descriptions that share what they are about.
 * Live crawls learn moves for certain from GitHub's redirects (github_repository_aliases).
 */
function movedRepositories(drafts: readonly AgentDraft[]): [number, number][] {
  const byRepositoryName = new Map<string, number[]>()
  drafts.forEach((draft, index) => {
    const repository = draft.repoFullName ?? repositoryHomeOf(draft.link)
    const name = repository ? normaliseName(repository.split('/')[1] ?? '') : ''
    if (name.length >= 4) byRepositoryName.set(name, [...(byRepositoryName.get(name) ?? []), index])
  })
  const links: [number, number][] = []
  for (const [repositoryName, indexes] of byRepositoryName) {
    for (const [position, left] of indexes.entries()) {
      for (const right of indexes.slice(position + 1)) {
        const [a, b] = [drafts[left]!, drafts[right]!]
        const owners = [a, b].map((draft) => normaliseName(((draft.repoFullName ?? repositoryHomeOf(draft.link)) ?? '').split('/')[0] ?? ''))
        if (owners[0] === owners[1] || normaliseName(a.name) !== normaliseName(b.name)) continue
        if (!owners.some((owner) => owner.includes(repositoryName))) continue
        if (sharedTopicWords(a.description, b.description) < 2) continue
        links.push([left, right])
      }
    }
  }

  return links
}

function topicWords(text: string): Set<string> {
  return new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 5 && !['agent', 'agents', 'based', 'which', 'their', 'tools', 'using', 'large', 'model', 'models', 'language', 'open-source', 'source', 'powered'].includes(word)))
}

function sharedTopicWords(left: string, right: string): number {
  const words = topicWords(right)

  return [...topicWords(left)].filter((word) => words.has(word)).length
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
    entryKind: firstDefined(ordered, 'entryKind'),
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
