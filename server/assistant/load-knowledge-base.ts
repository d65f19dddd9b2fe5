import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { parse as parseYaml } from 'yaml'
import { env } from '../shared/env.ts'
import { singleton } from '../shared/singleton.ts'
import { ZFrontMatter, type TDocumentKind, type TKnowledgeDocument } from './knowledge-base.schemas.ts'

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n?/

function kindOf(slug: string): TDocumentKind | null {
  if (slug.startsWith('guides/')) return 'guide'
  if (slug.startsWith('troubleshooting/')) return 'troubleshooting'
  if (slug.startsWith('tracks/')) return 'lesson'

  return null
}

function markdownFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) return markdownFiles(path)

    return entry.name.endsWith('.md') ? [path] : []
  })
}

/** Parses one file; a file without valid front matter is a bug in our content, so it throws. */
export function parseKnowledgeDocument(slug: string, text: string): TKnowledgeDocument | null {
  const kind = kindOf(slug)
  if (!kind) return null
  const match = FRONT_MATTER.exec(text.replace(/\r\n/g, '\n'))
  if (!match) throw new Error(`content/${slug}.md has no front matter`)
  const front = ZFrontMatter.parse(parseYaml(match[1]!))

  return { ...front, slug, kind, body: text.replace(/\r\n/g, '\n').slice(match[0].length).trim() }
}

/** Every document under content/ (KNOWLEDGE_BASE_DIR), read once per process, lessons in track order. */
export function loadKnowledgeBase(): TKnowledgeDocument[] {
  return singleton('assistant:knowledge-base', () => {
    const root = resolve(env().KNOWLEDGE_BASE_DIR)
    const documents = markdownFiles(root)
      .map((path) => parseKnowledgeDocument(relative(root, path).split(sep).join('/').replace(/\.md$/, ''), readFileSync(path, 'utf8')))
      .filter((document): document is TKnowledgeDocument => document !== null)

    return documents.sort((a, b) => a.slug.localeCompare(b.slug))
  })
}
