import { canonicalizeUrl } from '../../catalogue/index.ts'
import { createDraft } from '../create-draft.ts'
import type { Directory } from '../directories.ts'
import { usesAi } from './entry-filters.ts'
import { judgeWorkflowNodes } from './n8n-ai-judgement.ts'
import { linksIn, readMarkdownEntries, type MarkdownEntry } from './markdown-entries.ts'
import { collectOutcomes, skip, type EntryOutcome, type ParseResult } from './parse-result.ts'
import { plainText } from './plain-text.ts'
import { resolveRepositoryLink } from './repository-links.ts'

/**
 * An n8n template index kept as README tables (enescingoz/awesome-n8n-templates):
 * `| Title | Description | Department | Link |`, where Link is a relative, URL-encoded path to
 * the template JSON (or, rarely, an n8n.io template page). Only AI workflows are agents, judged by
 * the template file's nodes when the snapshot has it (n8n-ai-judgement.ts), else by the row's words.
 */
export type ParseN8nReadmeIndexOptions = {
  markdown: string
  directory: Directory
  path: string
  /** The template files the rows link to, when the snapshot has them: the judgement reads their nodes. */
  templates?: ReadonlyMap<string, string>
}

/** The template's nodes when its file is at hand, else its own words. */
function judgeTemplate(templates: ReadonlyMap<string, string> | undefined, href: string, text: string): { isAi: boolean; nodeCount: number | null } {
  let path: string
  try {
    path = decodeURIComponent(href.replace(/^\.?\//, ''))
  } catch {
    path = href
  }
  const fileText = templates?.get(path)
  if (fileText === undefined) return { isAi: usesAi(text), nodeCount: null }
  try {
    const judged = judgeWorkflowNodes(JSON.parse(fileText))

    return { isAi: judged.isAi, nodeCount: judged.nodeCount }
  } catch {
    return { isAi: usesAi(text), nodeCount: null }
  }
}

function rowOutcome(entry: MarkdownEntry, options: ParseN8nReadmeIndexOptions): EntryOutcome | null {
  const { directory, path } = options
  // Only the template tables have a name and a link column (whatever they call them: "Workflow
  // Title … Link to Template" is one); other tables and bullets are the README's prose.
  if (entry.meanings.name === undefined || entry.meanings.link === undefined) return null
  const title = plainText(entry.meanings.name)
  const description = plainText(entry.meanings.description ?? '')
  const department = plainText(entry.meanings.department ?? '')
  const lineId = `${path}:${entry.line}`

  const linkCell = entry.meanings.link
  const href = linksIn(linkCell)[0]?.href
  if (!title || !href) return skip(lineId, 'malformed')
  const link = resolveRepositoryLink({ repositoryUrl: directory.url, commit: directory.commit, href })
  if (!link) return skip(lineId, 'malformed')
  const externalId = canonicalizeUrl(link)
  const judged = judgeTemplate(options.templates, href, `${title} ${description}`)
  if (!judged.isAi) return skip(externalId, 'not-ai')

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
    workflowNodeCount: judged.nodeCount,
  })
}

export function parseN8nReadmeIndex(options: ParseN8nReadmeIndexOptions): ParseResult {
  const outcomes = readMarkdownEntries(options.markdown)
    .map((entry) => rowOutcome(entry, options))
    .filter((outcome): outcome is EntryOutcome => outcome !== null)

  return collectOutcomes(outcomes)
}
