import { plainText, stripSymbolsAround } from './plain-text.ts'

/**
 * Reads the entries of an awesome-list README: link bullets and table rows, each with the
 * headings it sits under. It only finds structure; deciding what is an agent is the parser's job.
 */
export type MarkdownEntry = {
  /** 1-based line number, for error messages. */
  line: number
  /** Plain-text headings above the entry, outermost first (the list's own H1 title excluded). */
  headings: string[]
  /** Link text (or the name cell of a table row), still in markdown. */
  name: string
  /** The link target as written (absolute or relative); null when the entry has no readable link. */
  href: string | null
  /** Markdown after the name link (bullets) or the description cell (tables). */
  description: string
  /** Table cells keyed by their lower-cased plain header; empty for bullets. */
  cells: Record<string, string>
  /**
   * The same cells read by what their column means, whatever the list calls it ("Workflow Title" and
   * "Title" are both the name; "Link to Template", "Link" and "Code" are the link). Empty for bullets.
   */
  meanings: Partial<Record<ColumnMeaning, string>>
  /** GitHub's anchor for the nearest real heading above the entry ("-starter-ai-agents"), if any. */
  anchor: string | null
}

/**
 * `[text](target)`, allowing one level of brackets inside the text (badges are `[![…](…)](…)`)
 * and balanced parentheses inside the target ("Reminders (Hebrew).json").
 */
const LINK = /\[((?:[^[\]]|\[[^\]]*\])*)\]\(\s*<?((?:[^()\s>]|\([^()\s]*\))+)>?(?:\s+"[^"]*")?\s*\)/g
const BULLET = /^\s{0,8}(?:[-*+]|\d+\.)\s+(.*)$/
const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/
/** A whole line in bold acts as a sub-heading in some lists ("**Multi-Agent Collaboration**"). */
const BOLD_LINE_HEADING = /^\*\*([^*]+)\*\*\s*$/
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/

const NAME_HEADERS = ['name', 'title', 'project', 'skill', 'agent', 'use case', 'tool', 'dataset', 'server']
const DESCRIPTION_HEADERS = ['description', 'what it does', 'summary', 'primary use', 'specialty', 'details']

/** GitHub's heading slug: lower-case, punctuation and emoji removed, each space a hyphen. */
export function githubAnchor(heading: string): string {
  return plainText(heading).toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/ /g, '-')
}

export type ColumnMeaning = 'name' | 'link' | 'description' | 'department'

/** Header words by meaning; a header means the first meaning any of whose words it contains. */
const COLUMN_MEANINGS: [ColumnMeaning, RegExp][] = [
  ['link', /^(?:link|links|url|code|source|repo|repository|download|template link|link to (?:the )?(?:template|workflow|repo|code|source)|template file)$/],
  ['description', /\b(?:description|what it does|summary|details|purpose)\b/],
  ['department', /^(?:department|team|function|business area)$/],
  ['name', /\b(?:name|title|project|skill|agent|use case|tool|app|workflow|template|server)\b/],
]

export function columnMeaning(header: string): ColumnMeaning | null {
  return COLUMN_MEANINGS.find(([, pattern]) => pattern.test(header))?.[0] ?? null
}

type Link = { text: string; href: string; index: number; end: number }

export function linksIn(markdown: string): Link[] {
  return [...markdown.matchAll(LINK)].map((match) => ({
    text: match[1] ?? '',
    href: match[2] ?? '',
    index: match.index,
    end: match.index + match[0].length,
  }))
}

function isImageLink(link: Link, markdown: string): boolean {
  return markdown[link.index - 1] === '!' || link.text.trim().startsWith('![')
}

function splitCells(row: string): string[] {
  const trimmed = row.trim().replace(/^\|/, '').replace(/\|$/, '')

  // Pipes inside link targets or inline code are rare enough that a plain split is honest here.
  return trimmed.split('|').map((cell) => cell.trim())
}

type Context = { line: number; headings: string[]; anchor: string | null }

function bulletEntry(content: string, { line, headings, anchor }: Context): MarkdownEntry | null {
  const links = linksIn(content).filter((link) => !isImageLink(link, content))
  const [first] = links
  // A list entry starts with its link, after at most some emoji, stars or bold markers.
  const prefix = first ? content.slice(0, first.index) : content
  const startsWithLink = first !== undefined && stripSymbolsAround(plainText(prefix)) === ''

  if (!startsWithLink) {
    // "- [Name](" or "- **[Name]" without a readable target is a broken entry, not prose.
    return /^(?:\*\*)?\s*\[[^\]]*\]?\(?/.test(content.replace(/^[^\p{L}\p{N}[*]+/u, ''))
      ? { line, headings, anchor, name: content, href: null, description: '', cells: {}, meanings: {} }
      : null
  }

  const rest = content
    .slice(first.end)
    .replace(/^\s*\*\*/, '')
    .replace(/^\s*<sub>[^<]*<\/sub>/i, '')
    .replace(/^\s*[-–—:]+\s*/, '')

  return { line, headings, anchor, name: first.text, href: first.href, description: rest, cells: {}, meanings: {} }
}

function tableEntry(row: string, header: string[], { line, headings, anchor }: Context): MarkdownEntry {
  const values = splitCells(row)
  const cells: Record<string, string> = {}
  const meanings: MarkdownEntry['meanings'] = {}
  header.forEach((column, position) => {
    cells[column] = values[position] ?? ''
    const meaning = columnMeaning(column)
    if (meaning && meanings[meaning] === undefined) meanings[meaning] = values[position] ?? ''
  })

  const nameColumn = header.find((column) => NAME_HEADERS.includes(column)) ?? header[0] ?? ''
  const nameCell = cells[nameColumn] ?? ''
  const nameLink = linksIn(nameCell).find((link) => !isImageLink(link, nameCell))
  // When the name cell is plain text, the entry's link is a badge or "Link" cell elsewhere in the row.
  const rowLink = values.flatMap((cell) => linksIn(cell)).find((link) => link.href.length > 0)

  const descriptionColumn = header.find((column) => DESCRIPTION_HEADERS.includes(column))
  const description = descriptionColumn
    ? (cells[descriptionColumn] ?? '')
    : header
        .filter((column) => column !== nameColumn)
        .map((column) => cells[column] ?? '')
        .sort((left, right) => plainText(right).length - plainText(left).length)[0] ?? ''

  return {
    line,
    headings,
    anchor,
    name: nameLink ? nameLink.text : nameCell,
    href: nameLink?.href ?? rowLink?.href ?? null,
    description,
    cells,
    meanings,
  }
}

export function readMarkdownEntries(markdown: string): MarkdownEntry[] {
  const lines = markdown.split(/\r?\n/)
  const entries: MarkdownEntry[] = []
  const headingStack: { level: number; text: string; anchor: string | null }[] = []
  let inFence = false
  let tableHeader: string[] | null = null

  const context = (line: number): Context => ({
    line,
    headings: headingStack.filter((heading) => heading.level > 1).map((heading) => heading.text),
    anchor: [...headingStack].reverse().find((heading) => heading.anchor !== null)?.anchor ?? null,
  })
  const pushHeading = (level: number, text: string) => {
    while (headingStack.length && (headingStack[headingStack.length - 1]?.level ?? 0) >= level) headingStack.pop()
    // Bold lines (level 7) are not real headings and have no anchor on GitHub.
    headingStack.push({ level, text: stripSymbolsAround(plainText(text)), anchor: level <= 6 ? githubAnchor(text) : null })
  }

  lines.forEach((text, index) => {
    const line = index + 1
    if (/^\s*(```|~~~)/.test(text)) inFence = !inFence
    if (inFence) return

    const heading = HEADING.exec(text)
    if (heading?.[1] && heading[2] !== undefined) {
      tableHeader = null
      pushHeading(heading[1].length, heading[2])

      return
    }
    const boldHeading = BOLD_LINE_HEADING.exec(text)
    if (boldHeading?.[1]) {
      tableHeader = null
      pushHeading(7, boldHeading[1])

      return
    }

    if (text.trim().startsWith('|')) {
      const next = lines[index + 1] ?? ''
      if (TABLE_SEPARATOR.test(next) && !TABLE_SEPARATOR.test(text)) {
        tableHeader = splitCells(text).map((cell) => plainText(cell).toLowerCase())

        return
      }
      if (TABLE_SEPARATOR.test(text) || !tableHeader) return
      entries.push(tableEntry(text, tableHeader, context(line)))

      return
    }
    tableHeader = null

    const bullet = BULLET.exec(text)
    if (!bullet?.[1]) return
    const entry = bulletEntry(bullet[1], context(line))
    if (entry) entries.push(entry)
  })

  return entries
}
