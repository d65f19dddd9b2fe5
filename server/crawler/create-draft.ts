import type { AgentSource, Difficulty } from '../shared/taxonomy.ts'
import type { AgentDraft } from '../catalogue/index.ts'
import { huggingFaceIdFromUrl, isRepositoryRootUrl, repoFullNameFromUrl } from '../catalogue/index.ts'
import { classifyEntry } from './classify.ts'
import type { Directory } from './directories.ts'
import { hostOfLink, type EntryKind } from './entry-kind.ts'
import { readableName } from './readable-name.ts'
import { normaliseLanguage, normaliseLicence, normaliseTags } from './normalise-fields.ts'
import { englishPassage } from './parsers/english-text.ts'
import { asSentence, plainText, stripLeadingSymbols, stripSymbolsAround } from './parsers/plain-text.ts'
import { skip, type EntryOutcome } from './parsers/parse-result.ts'
import { withDeploymentFacts } from '../shared/derive-deployment-facts.ts'

export const MINIMUM_DESCRIPTION_LENGTH = 50
/** Long enough for a card and a detail page; longer texts are cut at a sentence end. */
const MAXIMUM_DESCRIPTION_LENGTH = 700

export type DraftInput = {
  directory: Directory
  externalId: string
  /** Where the entry sits inside the directory (file or README anchor). */
  sourceUrl: string
  name: string
  description: string
  /**
   * Facts from the entry's own data ("Flowise agentflow template.", "Written in Python."),
   * appended only while the description is shorter than 50 characters. Never claims.
   */
  facts?: string[]
  link: string
  kind: EntryKind
  source?: AgentSource
  tags?: string[]
  sections?: string[]
  stars?: number | null
  licence?: string | null
  language?: string | null
  isArchived?: boolean
  builderProfile?: string | null
  builderUrl?: string | null
  statedDifficulty?: Difficulty | null
  workflowNodeCount?: number | null
}

function sourceForLink(link: string): AgentSource {
  const host = hostOfLink(link)
  if (host === 'github.com') return 'github'
  if (host === 'huggingface.co') return 'huggingface'

  return 'web'
}

function truncateAtSentence(text: string): string {
  if (text.length <= MAXIMUM_DESCRIPTION_LENGTH) return text
  const cut = text.slice(0, MAXIMUM_DESCRIPTION_LENGTH)
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('! '), cut.lastIndexOf('? '))

  return end > MINIMUM_DESCRIPTION_LENGTH ? cut.slice(0, end + 1) : `${cut.slice(0, cut.lastIndexOf(' '))}…`
}

/** The description, topped up with the entry's own facts while it is under the minimum. */
export function composeDescription({ description, facts = [] }: { description: string; facts?: readonly string[] }): string {
  let composed = description ? asSentence(description) : ''
  for (const fact of facts) {
    if (composed.length >= MINIMUM_DESCRIPTION_LENGTH) break
    composed = `${composed} ${asSentence(fact)}`.trim()
  }

  return composed.length >= MINIMUM_DESCRIPTION_LENGTH || !description ? composed : description
}

function githubOwner(link: string): string | null {
  if (hostOfLink(link) !== 'github.com') return null
  const [owner] = new URL(link).pathname.split('/').filter(Boolean)

  return owner ?? null
}

/** One normalised, classified draft, or the reason the entry cannot be one. */
export function createDraft(input: DraftInput): EntryOutcome {
  const name = readableName(stripSymbolsAround(plainText(input.name)))
  if (!name) return skip(input.externalId, 'malformed')

  let url: URL
  try {
    url = new URL(input.link)
  } catch {
    return skip(input.externalId, 'malformed')
  }
  if (url.protocol === 'http:') return skip(input.externalId, 'insecure-link')
  if (url.protocol !== 'https:') return skip(input.externalId, 'malformed')

  const passage = englishPassage(plainText(input.description))
  // Decorative emoji at the start ("⚖️🛡️ Cross-Border …") are not part of the prose.
  const english = passage === null ? null : stripLeadingSymbols(passage)
  if (english === null) return skip(input.externalId, 'not-english')
  // Our own facts can lengthen a description, never replace a missing one.
  if (english === '' || /^\(?no description\)?\.?$/i.test(english)) return skip(input.externalId, 'description-too-short')
  const description = truncateAtSentence(composeDescription({ description: english, facts: input.facts }))
  if (description.length < MINIMUM_DESCRIPTION_LENGTH) return skip(input.externalId, 'description-too-short')

  // Tracking parameters ("?utm_source=awesome-ai-agents") are the list's, not the agent's.
  for (const parameter of [...url.searchParams.keys()]) {
    if (/^utm_|^(ref|fbclid|gclid)$/i.test(parameter)) url.searchParams.delete(parameter)
  }
  const link = url.toString()
  const tags = normaliseTags(input.tags ?? [])
  const language = normaliseLanguage(input.language)
  const owner = githubOwner(link)
  // Classified on the source's own words only: the facts added to short descriptions are ours.
  const classification = classifyEntry({
    name,
    description: english,
    tags,
    sections: input.sections,
    kind: input.kind,
    statedDifficulty: input.statedDifficulty,
  })
  const huggingFaceId = huggingFaceIdFromUrl(link)

  const draft: AgentDraft = {
    name,
    description,
    source: input.source ?? sourceForLink(link),
    industry: classification.industry,
    category: classification.category,
    difficulty: classification.difficulty,
    tags,
    link,
    repoFullName: isRepositoryRootUrl(link) ? repoFullNameFromUrl(link) : null,
    modelId: huggingFaceId && !huggingFaceId.startsWith('datasets/') ? huggingFaceId : null,
    // undefined means "the GitHub owner of the link"; an explicit null means the source names no builder.
    builderProfile: input.builderProfile !== undefined ? input.builderProfile : owner,
    builderUrl: input.builderUrl !== undefined ? input.builderUrl : owner ? `https://github.com/${owner}` : null,
    priceCents: 0,
    pricingType: 'free',
    // Set from the finished draft by withDeploymentFacts below.
    selfDeployable: null,
    deploymentComplexity: null,
    infrastructureNeeded: null,
    deploymentGuide: null,
    stars: input.stars ?? null,
    likes: null,
    downloads: null,
    language,
    licence: normaliseLicence(input.licence),
    isArchived: input.isArchived ?? false,
    entryKind: input.kind,
    ...(input.workflowNodeCount != null ? { workflowNodeCount: input.workflowNodeCount } : {}),
    provenance: [
      {
        directory: input.directory.key,
        licence: input.directory.licence,
        sourceUrl: input.sourceUrl,
        externalId: input.externalId,
      },
    ],
  }

  return { draft: withDeploymentFacts(draft) }
}
