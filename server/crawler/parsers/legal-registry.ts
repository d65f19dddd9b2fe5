import type { Difficulty } from '../../shared/taxonomy.ts'
import { createDraft } from '../create-draft.ts'
import type { Directory } from '../directories.ts'
import type { EntryKind } from '../entry-kind.ts'
import { englishPassage } from './english-text.ts'
import { collectOutcomes, skip, type EntryOutcome, type ParseResult } from './parse-result.ts'
import { repositoryFileUrl } from './repository-links.ts'

/**
 * A reviewed project registry with a GitHub metadata snapshot (lilialla/awesome-legal-ai-zh):
 * `registry/projects.json` `{ projects: [{ id, url, name, kind, scope, primary_capability,
 * capabilities[], jurisdictions[], summary (Chinese), setup: { mode, difficulty },
 * recommendation }] }` and `registry/github-metadata.json` `{ repositories: { "owner/repo":
 * { stars, license_spdx, archived, description, primary_language } } }`.
 * The curated summaries are Chinese; the repository's own description is used when it is English.
 */
export type ParseLegalRegistryOptions = {
  projectsJson: string
  metadataJson: string
  directory: Directory
  projectsPath: string
}

/** Registry kinds that are agents or agent tools; resources, datasets and models are not. */
const KINDS: Record<string, EntryKind> = { skill: 'agent-skill', suite: 'agent-app', app: 'agent-app', tool: 'agent-app', mcp: 'mcp-server' }

const JURISDICTION_TAGS: Record<string, string> = { prc: 'china', hk: 'hong-kong', tw: 'taiwan', us: 'united-states', eu: 'european-union' }

type Project = {
  id: string
  url: string
  name: string
  kind: string
  scope?: string
  primary_capability?: string
  capabilities?: string[]
  jurisdictions?: string[]
  setup?: { difficulty?: string }
  recommendation?: string
}

type RepositoryMetadata = {
  stars?: number
  license_spdx?: string | null
  archived?: boolean
  accessible?: boolean
  description?: string | null
  primary_language?: string | null
}

function isProject(value: unknown): value is Project {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>

  return typeof record.id === 'string' && typeof record.url === 'string' && typeof record.name === 'string' && typeof record.kind === 'string'
}

function projectOutcome(value: unknown, index: number, metadata: Record<string, RepositoryMetadata>, options: ParseLegalRegistryOptions): EntryOutcome {
  const { directory, projectsPath } = options
  if (!isProject(value)) return skip(`${projectsPath}#${index}`, 'malformed')
  const externalId = value.id
  const kind = KINDS[value.kind]
  if (!kind) return skip(externalId, 'non-agent-section')
  // "adjacent" and "support" projects are general tools, prompt guides and lists the registry keeps for context.
  if (value.scope !== 'core') return skip(externalId, 'non-agent-section')
  if (value.recommendation === 'retired') return skip(externalId, 'stale')

  const repository = metadata[value.id] ?? {}
  if (repository.accessible === false) return skip(externalId, 'stale')
  const description = englishPassage(repository.description ?? '')
  if (!description) return skip(externalId, 'not-english')

  const capabilities = [value.primary_capability ?? '', ...(value.capabilities ?? [])].filter(Boolean).map((capability) => capability.replace(/-/g, ' '))
  const jurisdictions = (value.jurisdictions ?? []).map((code) => JURISDICTION_TAGS[code] ?? code)
  const statedDifficulty: Difficulty | null = value.setup?.difficulty === 'technical' ? 'advanced' : null
  const licence = repository.license_spdx && repository.license_spdx !== 'NOASSERTION' ? repository.license_spdx : null

  return createDraft({
    directory,
    externalId,
    sourceUrl: repositoryFileUrl({ repositoryUrl: directory.url, commit: directory.commit, path: projectsPath }),
    name: value.name,
    description,
    facts: [`Listed as a ${value.kind} in ${directory.title}`],
    link: value.url,
    kind,
    sections: [value.kind, ...capabilities],
    tags: [...capabilities, ...jurisdictions],
    stars: typeof repository.stars === 'number' ? repository.stars : null,
    licence,
    language: repository.primary_language ?? null,
    isArchived: repository.archived === true,
    statedDifficulty,
  })
}

export function parseLegalRegistry(options: ParseLegalRegistryOptions): ParseResult {
  let projects: unknown
  let repositories: Record<string, RepositoryMetadata> = {}
  try {
    projects = (JSON.parse(options.projectsJson) as { projects?: unknown }).projects
  } catch {
    return { drafts: [], skipped: [{ externalId: options.projectsPath, reason: 'malformed' }] }
  }
  try {
    const metadata = JSON.parse(options.metadataJson) as { repositories?: Record<string, RepositoryMetadata> }
    repositories = metadata.repositories ?? {}
  } catch {
    // Without metadata every entry lacks an English description and is skipped as such.
  }
  if (!Array.isArray(projects)) return { drafts: [], skipped: [{ externalId: options.projectsPath, reason: 'malformed' }] }

  return collectOutcomes(projects.map((value, index) => projectOutcome(value, index, repositories, options)))
}
