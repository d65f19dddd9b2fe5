import type { AgentDraft } from '../catalogue/index.ts'
import { hostOfLink, isCodeHostLink } from './entry-kind.ts'
import { normaliseName, repositoryHomeOf } from './identity-keys.ts'

/*
 * The rules that join drafts no single identity key joins: they compare drafts with each other
 * (titles, repository names, descriptions), so they run over a whole set of drafts at once.
 */

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
export function sameN8nTemplates(drafts: readonly AgentDraft[]): [number, number][] {
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
export function movedRepositories(drafts: readonly AgentDraft[]): [number, number][] {
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
export function joinWebsitesToTheirRepositories(groups: AgentDraft[][]): AgentDraft[][] {
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
