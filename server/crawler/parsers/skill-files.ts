import { parse as parseYaml } from 'yaml'
import { createDraft } from '../create-draft.ts'
import type { Directory } from '../directories.ts'
import type { EntryKind } from '../entry-kind.ts'
import { collectOutcomes, skip, type EntryOutcome, type ParseResult, type SkipReason, type SourceFile } from './parse-result.ts'
import { describeSkillForUser, splitPlayTitle } from './skill-description.ts'
import { readableName } from '../readable-name.ts'
import { plainText } from './plain-text.ts'
import { repositoryFileUrl } from './repository-links.ts'

/**
 * Skill libraries: markdown files with YAML front matter (`name`, `description`, optional
 * `category`, `tags`, `author` or `metadata.author`, `license`), then instructions. Each skill is
 * an agent template linking to its file on GitHub (wangfe/awesome-finance-skills,
 * tuanductran/hr-skills' SKILL.md files).
 */
export type ParseSkillFilesOptions = {
  files: readonly SourceFile[]
  directory: Directory
  /** 'prompt-agent' for subagent and persona files (a system prompt), 'agent-skill' otherwise. */
  kind?: Extract<EntryKind, 'agent-skill' | 'prompt-agent'>
  /** What the entry is, in the directory's words ("A Claude Code subagent from …"); topped up on short descriptions. */
  fact?: string
  /** Said on every entry, whatever its length: "Needs a Cargo account (the cargo-ai CLI)". */
  notice?: string
  /** The licence of these files when it differs from the directory's (a partner folder's own LICENSE). */
  licence?: string
  /** Where the library files every entry (a customer-support library's skills are support procedures), for the classifier. */
  sections?: readonly string[]
  /** Tags every entry of this library gets (e.g. 'vendor-account'). */
  tags?: readonly string[]
  /** Files that are not agents on their own (a support agent's tone rules), with the reason. */
  skipFile?: (path: string) => SkipReason | null
}

type FrontMatter = Record<string, unknown>

function splitFrontMatter(text: string): { frontMatter: FrontMatter; body: string } | null {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text)
  if (!match) return null
  try {
    const frontMatter: unknown = parseYaml(match[1] ?? '')

    return typeof frontMatter === 'object' && frontMatter !== null
      ? { frontMatter: frontMatter as FrontMatter, body: match[2] ?? '' }
      : null
  } catch {
    return null
  }
}

const asString = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/** A slug name ("hr-recruiting") is an identifier; the file's first heading is the title people read. */
function displayName(frontMatterName: string, body: string): string {
  const heading = /^#\s+(.+)$/m.exec(body)?.[1]
  const isSlug = /^[a-z0-9]+(-[a-z0-9]+)*$/.test(frontMatterName)
  // A heading with a template placeholder ("Monday Brief — {Mon DD, YYYY}") is not a title.
  const usableHeading = heading && !/[{$<]/.test(heading) ? plainText(heading).replace(/\s+-{2,}\s+/g, ': ') : null
  if (isSlug) return usableHeading && frontMatterName.includes('-') ? capitalise(usableHeading) : readableName(frontMatterName)

  return capitalise(frontMatterName)
}

// Sentence-case headings ("HR recruiting and talent acquisition") read as titles with a capital first letter.
const capitalise = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

function authorOf(frontMatter: FrontMatter): string {
  const metadata = frontMatter.metadata
  const nested = typeof metadata === 'object' && metadata !== null ? asString((metadata as FrontMatter).author) : ''

  return asString(frontMatter.author) || nested
}

function fileOutcome(file: SourceFile, options: ParseSkillFilesOptions): EntryOutcome {
  const { directory } = options
  const skipReason = options.skipFile?.(file.path) ?? null
  if (skipReason) return skip(file.path, skipReason)
  const parsed = splitFrontMatter(file.text)
  if (!parsed) return skip(file.path, 'malformed')
  const { frontMatter, body } = parsed
  // Play files are named "<slug>-smoke"; their level is not part of the name.
  const name = asString(frontMatter.name).replace(/-(smoke|baseline|scalable|durable)$/, '')
  const play = splitPlayTitle(asString(frontMatter.description))
  const description = describeSkillForUser(play.rest)
  if (!name || !description) return skip(file.path, 'malformed')

  const category = asString(frontMatter.category)
  const categoryParts = category ? category.split('/').map((part) => part.replace(/-/g, ' ')) : []
  const tags = Array.isArray(frontMatter.tags) ? frontMatter.tags.filter((tag): tag is string => typeof tag === 'string') : []
  const author = authorOf(frontMatter)
  const owner = directory.key.split('/')[0] ?? ''
  // "community" names no one; the library's owner published the file.
  const isNamedAuthor = author !== '' && author.toLowerCase() !== 'community'
  const fileUrl = repositoryFileUrl({ repositoryUrl: directory.url, commit: directory.commit, path: file.path })

  return createDraft({
    directory,
    externalId: file.path,
    sourceUrl: fileUrl,
    name: play.title ?? displayName(name, body),
    description: options.notice ? `${description.replace(/[.!?]?$/, '.')} ${options.notice}` : description,
    facts: [options.fact ?? `An agent skill (prompt instructions for an AI assistant) from ${directory.title}`],
    link: fileUrl,
    kind: options.kind ?? 'agent-skill',
    source: 'github',
    // A slug name ("hr-executive-assessment") is the skill's own identifier and says what it is for.
    // A play's stage ("Sales > Qualified") is where the library files it.
    sections: [...(options.sections ?? []), asString(frontMatter.stage), ...categoryParts, name.includes(' ') ? '' : name.replace(/-/g, ' ')].filter(Boolean),
    tags: [options.kind === 'prompt-agent' ? 'subagent' : 'agent-skill', ...(options.tags ?? []), ...categoryParts, ...tags],
    builderProfile: isNamedAuthor ? author : owner,
    builderUrl: `https://github.com/${owner}`,
    licence: asString(frontMatter.license) || options.licence || directory.licence,
  })
}

export function parseSkillFiles(options: ParseSkillFilesOptions): ParseResult {
  return collectOutcomes(options.files.map((file) => fileOutcome(file, options)))
}
