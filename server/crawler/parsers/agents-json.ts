import { canonicalizeUrl } from '../../catalogue/index.ts'
import { createDraft } from '../create-draft.ts'
import type { Directory } from '../directories.ts'
import { inferEntryKind } from '../entry-kind.ts'
import { nonAgentLinkReason } from './entry-filters.ts'
import { collectOutcomes, skip, type EntryOutcome, type ParseResult } from './parse-result.ts'
import { repositoryFileUrl } from './repository-links.ts'

/**
 * The structured list format of slavakurilyak/awesome-ai-agents (awesome-agents.json):
 * `{ agents: [{ project, project_description, project_is_open_source, sources: [{ source,
 * source_url, stars? }], categories: [..] }] }`. Its GitHub star counts are the only ones a
 * list states, so they are kept.
 */

/** Categories that hold agents or agent frameworks; the others (model providers, voice APIs,
 * structured outputs, evaluation, observability…) are infrastructure around agents. */
export const AGENT_CATEGORIES = new Set([
  'AI Agents',
  'Build Club',
  'Long-Term Memory',
  'Development Frameworks',
  'No-Code Development Frameworks',
  'Mobile-Friendly Frameworks',
  'Operating System (OS)',
  'Phone Calling',
  'Personal Assistants',
  'Terminal-Friendly',
  'Web Browsing Frameworks',
  'Real-Time',
])

/** Which source links point at the agent itself, best first. */
const LINK_PREFERENCE = ['github', 'code', 'website', 'landing page', 'docs']

type SourceLink = { source: string; source_url: string; stars?: number }
type AgentRecord = {
  project: string
  project_description: string
  project_is_open_source: boolean
  sources: SourceLink[]
  categories: string[]
}

function isAgentRecord(value: unknown): value is AgentRecord {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>

  return (
    typeof record.project === 'string' &&
    typeof record.project_description === 'string' &&
    typeof record.project_is_open_source === 'boolean' &&
    Array.isArray(record.sources) &&
    record.sources.every((source) => typeof source === 'object' && source !== null && typeof (source as SourceLink).source_url === 'string') &&
    Array.isArray(record.categories)
  )
}

function preferredLink(sources: readonly SourceLink[]): SourceLink | null {
  for (const kind of LINK_PREFERENCE) {
    const found = sources.find((source) => source.source.toLowerCase() === kind)
    if (found) return found
  }

  return null
}

export type ParseAgentsJsonOptions = {
  json: string
  directory: Directory
  /** The file's path in the repository. */
  path: string
}

function recordOutcome(value: unknown, index: number, { directory, path }: ParseAgentsJsonOptions): EntryOutcome {
  if (!isAgentRecord(value)) return skip(`${path}#${index}`, 'malformed')
  const linkSource = preferredLink(value.sources)
  // Some records only link a demo post or a video: there is nothing to list.
  if (!linkSource) return skip(value.project, 'non-agent-link')
  const externalId = canonicalizeUrl(linkSource.source_url)

  if (!value.project_is_open_source) return skip(externalId, 'not-free')
  if (!value.categories.some((category) => AGENT_CATEGORIES.has(category))) return skip(externalId, 'non-agent-section')
  const linkReason = nonAgentLinkReason(linkSource.source_url)
  if (linkReason) return skip(externalId, linkReason)

  const githubSource = value.sources.find((source) => source.source.toLowerCase() === 'github')
  const [category] = value.categories

  return createDraft({
    directory,
    externalId,
    sourceUrl: repositoryFileUrl({ repositoryUrl: directory.url, commit: directory.commit, path }),
    name: value.project,
    description: value.project_description,
    facts: category ? [`Open-source project in the “${category}” category of ${directory.title}`] : [],
    link: linkSource.source_url,
    kind: inferEntryKind({ link: linkSource.source_url, name: value.project, description: value.project_description, sections: value.categories }),
    sections: value.categories,
    tags: value.categories,
    stars: typeof githubSource?.stars === 'number' ? githubSource.stars : null,
  })
}

export function parseAgentsJson(options: ParseAgentsJsonOptions): ParseResult {
  let data: unknown
  try {
    data = JSON.parse(options.json)
  } catch {
    return { drafts: [], skipped: [{ externalId: options.path, reason: 'malformed' }] }
  }
  const agents = (data as { agents?: unknown }).agents
  if (!Array.isArray(agents)) return { drafts: [], skipped: [{ externalId: options.path, reason: 'malformed' }] }

  return collectOutcomes(agents.map((value, index) => recordOutcome(value, index, options)))
}
