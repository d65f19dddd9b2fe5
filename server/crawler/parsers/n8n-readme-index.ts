import { canonicalizeUrl } from '../../catalogue/canonical-url.ts'
import { createDraft } from '../create-draft.ts'
import type { Directory } from '../directories.ts'
import { usesAi } from './entry-filters.ts'
import { linksIn, readMarkdownEntries, type MarkdownEntry } from './markdown-entries.ts'
import { collectOutcomes, skip, type EntryOutcome, type ParseResult } from './parse-result.ts'
import { plainText } from './plain-text.ts'
import { resolveRepositoryLink } from './repository-links.ts'

/**
 * An n8n template index kept as README tables (enescingoz/awesome-n8n-templates):
 * `| Title | Description | Department | Link |`, where Link is a relative, URL-encoded path to
 * the template JSON (or, rarely, an n8n.io template page). Only templates whose own title or
 * description mentions AI are agents; the rest are plain automations.
 */
export type ParseN8nReadmeIndexOptions = {
  markdown: string
  directory: Directory
  path: string
}

function rowOutcome(entry: MarkdownEntry, { directory, path }: ParseN8nReadmeIndexOptions): EntryOutcome | null {
  // Only the template tables have these columns; other tables and bullets are the README's prose.
  if (!('title' in entry.cells) || !('link' in entry.cells)) return null
  const title = plainText(entry.cells.title ?? '')
  const description = plainText(entry.cells.description ?? '')
  const department = plainText(entry.cells.department ?? '')
  const lineId = `${path}:${entry.line}`

  const linkCell = entry.cells.link ?? ''
  const href = linksIn(linkCell)[0]?.href
  if (!title || !href) return skip(lineId, 'malformed')
  const link = resolveRepositoryLink({ repositoryUrl: directory.url, commit: directory.commit, href })
  if (!link) return skip(lineId, 'malformed')
  const externalId = canonicalizeUrl(link)
  if (!usesAi(`${title} ${description}`)) return skip(externalId, 'not-ai')

  const sections = [...entry.headings.slice(-1), department].filter(Boolean)

  return createDraft({
    directory,
    externalId,
    sourceUrl: `${directory.url}/blob/${directory.commit}/${path}${entry.anchor ? `#${entry.anchor}` : ''}`,
    name: title,
    description,
    facts: ['An n8n workflow template', department ? `Filed under the ${department} department` : ''].filter(Boolean),
    link,
    kind: 'workflow-template',
    source: 'n8n',
    sections,
    tags: ['n8n', ...department.split('/').map((part) => part.trim())],
    licence: link.includes('github.com') ? directory.licence : null,
  })
}

export function parseN8nReadmeIndex(options: ParseN8nReadmeIndexOptions): ParseResult {
  const outcomes = readMarkdownEntries(options.markdown)
    .map((entry) => rowOutcome(entry, options))
    .filter((outcome): outcome is EntryOutcome => outcome !== null)

  return collectOutcomes(outcomes)
}
