import { parse as parseYaml } from 'yaml'
import { createDraft } from '../create-draft.ts'
import type { Directory } from '../directories.ts'
import { collectOutcomes, skip, type EntryOutcome, type ParseResult, type SourceFile } from './parse-result.ts'
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
  const isSlug = /^[a-z0-9]+(-[a-z0-9]+)+$/.test(frontMatterName)
  const name = isSlug && heading ? plainText(heading) : frontMatterName

  // Sentence-case headings ("HR recruiting and talent acquisition") read as titles with a capital first letter.
  return name.charAt(0).toUpperCase() + name.slice(1)
}

function authorOf(frontMatter: FrontMatter): string {
  const metadata = frontMatter.metadata
  const nested = typeof metadata === 'object' && metadata !== null ? asString((metadata as FrontMatter).author) : ''

  return asString(frontMatter.author) || nested
}

function fileOutcome(file: SourceFile, directory: Directory): EntryOutcome {
  const parsed = splitFrontMatter(file.text)
  if (!parsed) return skip(file.path, 'malformed')
  const { frontMatter, body } = parsed
  const name = asString(frontMatter.name)
  const description = asString(frontMatter.description)
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
    name: displayName(name, body),
    description,
    facts: [`An agent skill (prompt instructions for an AI assistant) from ${directory.title}`],
    link: fileUrl,
    kind: 'agent-skill',
    source: 'github',
    // A slug name ("hr-executive-assessment") is the skill's own identifier and says what it is for.
    sections: [...categoryParts, name.includes(' ') ? '' : name.replace(/-/g, ' ')].filter(Boolean),
    tags: ['agent-skill', ...categoryParts, ...tags],
    builderProfile: isNamedAuthor ? author : owner,
    builderUrl: `https://github.com/${owner}`,
    licence: asString(frontMatter.license) || directory.licence,
  })
}

export function parseSkillFiles({ files, directory }: ParseSkillFilesOptions): ParseResult {
  return collectOutcomes(files.map((file) => fileOutcome(file, directory)))
}
