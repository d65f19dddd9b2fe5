import { createDraft } from '../create-draft.ts'
import type { Directory } from '../directories.ts'
import { inferEntryKind } from '../entry-kind.ts'
import { nonAgentLinkReason } from './entry-filters.ts'
import { collectOutcomes, skip, type EntryOutcome, type ParseResult } from './parse-result.ts'
import { repositoryFileUrl } from './repository-links.ts'

/**
 * A directory website's seed data as JSON Lines (mohamed-taha/aiagents-directory-oss,
 * legacy_ai_agents.json despite the extension): one `{ name, slug, categories,
 * short_description, website }` per line. Most entries are commercial products; only the ones
 * the directory files under "Open Source" are free agents we can list.
 */
export type ParseDirectoryJsonlOptions = {
  jsonl: string
  directory: Directory
  path: string
}

type Listing = { name: string; slug: string; categories: string | null; short_description: string; website: string }

function isListing(value: unknown): value is Listing {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>

  return (
    typeof record.name === 'string' &&
    typeof record.slug === 'string' &&
    typeof record.short_description === 'string' &&
    typeof record.website === 'string'
  )
}

function lineOutcome(line: string, lineNumber: number, { directory, path }: ParseDirectoryJsonlOptions): EntryOutcome {
  let value: unknown
  try {
    value = JSON.parse(line)
  } catch {
    return skip(`${path}:${lineNumber}`, 'malformed')
  }
  if (!isListing(value)) return skip(`${path}:${lineNumber}`, 'malformed')
  if (value.categories !== 'Open Source') return skip(value.slug, 'not-open-source')
  const linkReason = nonAgentLinkReason(value.website)
  if (linkReason) return skip(value.slug, linkReason)

  return createDraft({
    directory,
    externalId: value.slug,
    sourceUrl: repositoryFileUrl({ repositoryUrl: directory.url, commit: directory.commit, path }),
    name: value.name,
    description: value.short_description,
    facts: [`An open-source project listed in ${directory.title}`],
    link: value.website,
    kind: inferEntryKind({ link: value.website, name: value.name, description: `${value.short_description} open-source`, sections: [] }),
    tags: ['open-source'],
  })
}

export function parseDirectoryJsonl(options: ParseDirectoryJsonlOptions): ParseResult {
  const outcomes = options.jsonl
    .split(/\r?\n/)
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line.length > 0)
    .map(({ line, number }) => lineOutcome(line, number, options))

  return collectOutcomes(outcomes)
}
