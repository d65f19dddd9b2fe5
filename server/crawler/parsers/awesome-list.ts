import { canonicalizeUrl } from '../../catalogue/index.ts'
import { createDraft } from '../create-draft.ts'
import type { Directory } from '../directories.ts'
import { inferEntryKind, isCodeHostLink } from '../entry-kind.ts'
import { normaliseLanguage, normaliseLicence } from '../normalise-fields.ts'
import {
  isAgentLike,
  nonAgentEntryReason,
  nonAgentLinkReason,
  notFreeReason,
  saysFreeOrOpen,
  sponsoredReason,
  staleReason,
  usesAi,
} from './entry-filters.ts'
import { readMarkdownEntries, type MarkdownEntry } from './markdown-entries.ts'
import { collectOutcomes, skip, type EntryOutcome, type ParseResult, type SkipReason } from './parse-result.ts'
import { plainText, splitLeadingTags, stripSymbolsAround } from './plain-text.ts'
import { resolveRepositoryLink } from './repository-links.ts'

/**
 * Awesome-list markdown: `- [Name](url) - description`, `- [Name](url): description`,
 * tables with `**[Name](url)**` name cells or badge links, relative links into the repository,
 * and headings as section context. Which sections hold agents is the caller's knowledge of
 * the list, passed in as section rules.
 */
export type SectionMode =
  /** Every entry is an agent, tool for agents, or agent-like app. */
  | 'agents'
  /** Mixed software: keep only entries whose own words say they use AI. */
  | 'ai-only'
  /** Research-heavy (models, toolkits): keep only entries that call themselves agents, assistants, chatbots, LLM apps… */
  | 'agent-like'
  /** Papers, datasets, courses, portals, communities, plain libraries. */
  | 'skip'

export type SectionRule = {
  heading: RegExp
  mode: SectionMode
}

export type AwesomeListOptions = {
  markdown: string
  directory: Directory
  /** The file's path in the directory's repository ('README.md'). */
  path: string
  sections: readonly SectionRule[]
  /** Mode for entries under no matching heading. */
  defaultMode?: SectionMode
  /** Keep only entries that link to source code or say they are open source, self-hosted or free. */
  requireOpenSource?: boolean
  /** Where relative links resolve; the directory's GitHub URL unless a test says otherwise. */
  repositoryUrl?: string
}

function sectionMode(headings: readonly string[], rules: readonly SectionRule[], fallback: SectionMode): SectionMode {
  for (const heading of [...headings].reverse()) {
    const rule = rules.find((candidate) => candidate.heading.test(heading))
    if (rule) return rule.mode
  }

  return fallback
}

/** Trailing inline-code badges such as (`L2` `C` `Python`): metadata, not prose. */
function splitTrailingCodes(markdown: string): { codes: string[]; text: string } {
  const match = /\(\s*((?:`[^`]+`\s*)+)\)\s*\.?\s*$/.exec(markdown)
  if (!match?.[1]) return { codes: [], text: markdown }
  const codes = [...match[1].matchAll(/`([^`]+)`/g)].map((code) => code[1] ?? '')

  return { codes, text: markdown.slice(0, match.index).trim() }
}

function cell(entry: MarkdownEntry, ...names: string[]): string {
  for (const name of names) {
    const value = entry.cells[name]
    if (value) return plainText(value)
  }

  return ''
}

/** Table columns that file the entry under a category of the list ("Industry: Healthcare"). */
const CONTEXT_COLUMNS = ['industry', 'department', 'category', 'domain']

function modeReason(mode: SectionMode, ownText: string): SkipReason | null {
  if (mode === 'ai-only' && !usesAi(ownText)) return 'not-ai'
  if (mode === 'agent-like' && !isAgentLike(ownText)) return 'not-ai'

  return null
}

function entryOutcome(entry: MarkdownEntry, options: AwesomeListOptions): EntryOutcome | null {
  const { directory, path } = options
  const repositoryUrl = options.repositoryUrl ?? directory.url
  const lineId = `${path}:${entry.line}`
  // Table-of-contents links point at headings of the list itself; they are navigation.
  if (entry.href?.startsWith('#')) return null

  const mode = sectionMode(entry.headings, options.sections, options.defaultMode ?? 'skip')
  const link = entry.href ? resolveRepositoryLink({ repositoryUrl, commit: directory.commit, href: entry.href }) : null
  const externalId = link ? canonicalizeUrl(link) : lineId
  if (mode === 'skip') return skip(externalId, 'non-agent-section')
  if (!link) return skip(lineId, 'malformed')
  const linkReason = nonAgentLinkReason(link)
  if (linkReason) return skip(externalId, linkReason)

  const { codes, text: withoutCodes } = splitTrailingCodes(entry.description.trim())
  const { tags: leadingTags, text: description } = splitLeadingTags(plainText(withoutCodes))
  const name = stripSymbolsAround(plainText(entry.name))
  const licenceCell = cell(entry, 'license', 'licence')
  const rowText = [entry.name, entry.description, ...Object.values(entry.cells)].join(' ')
  const ownText = `${name} ${description} ${leadingTags.join(' ')}`

  const reason =
    sponsoredReason(rowText) ??
    staleReason(rowText) ??
    nonAgentEntryReason({ name, description }) ??
    notFreeReason(`${ownText} ${licenceCell}`) ??
    (options.requireOpenSource && !isCodeHostLink(link) && !link.includes('huggingface.co') && !saysFreeOrOpen(ownText)
      ? 'not-open-source'
      : null) ??
    modeReason(mode, ownText)
  if (reason) return skip(externalId, reason)

  const language =
    normaliseLanguage(cell(entry, 'tech stack', 'language').split(/[,/]/)[0]) ??
    codes.map((code) => normaliseLanguage(code)).find((value) => value !== null) ??
    null
  const licence = normaliseLicence(licenceCell)
  const deepestHeading = entry.headings[entry.headings.length - 1]
  // The nearest heading and the row's own category columns describe the entry; parent headings
  // describe whole chapters ("Skills for Legal Work > Document Processing Skills" holds a docx skill).
  const sections = [deepestHeading ?? '', ...CONTEXT_COLUMNS.map((column) => cell(entry, column))].filter(Boolean)
  const facts = [
    language ? `Written in ${language}` : '',
    licence ? `Released under the ${licence} licence` : '',
    deepestHeading ? `Listed under “${deepestHeading}” in ${directory.title}` : '',
  ].filter(Boolean)

  return createDraft({
    directory,
    externalId,
    sourceUrl: `${repositoryUrl}/blob/${directory.commit}/${path}${entry.anchor ? `#${entry.anchor}` : ''}`,
    name,
    description,
    facts,
    link,
    kind: inferEntryKind({ link, name, description, sections: entry.headings }),
    sections,
    tags: leadingTags.filter((tag) => !/^\d{4}$/.test(tag)),
    licence,
    language,
  })
}

export function parseAwesomeList(options: AwesomeListOptions): ParseResult {
  const outcomes = readMarkdownEntries(options.markdown)
    .map((entry) => entryOutcome(entry, options))
    .filter((outcome): outcome is EntryOutcome => outcome !== null)

  return collectOutcomes(outcomes)
}
