import type { TKnowledgeDocument } from './knowledge-base.schemas.ts'

/** The document's Markdown without its H1, whole sections while they fit in maxLength (always at least the first). */
export function excerptDocument(document: TKnowledgeDocument, maxLength = 2400): string {
  const body = document.body.replace(/^# .*\n+/, '')
  if (body.length <= maxLength) return body
  const sections = body.split(/\n(?=## )/)
  let excerpt = ''
  for (const section of sections) {
    if (excerpt && excerpt.length + section.length > maxLength) break
    excerpt += (excerpt ? '\n' : '') + section
  }

  return excerpt
}

/** The first fenced code block of a document, with its language, if any. */
export function firstCodeBlock(document: TKnowledgeDocument): { language: string; code: string } | null {
  const match = /```([a-z]*)\n([\s\S]*?)```/.exec(document.body)

  return match ? { language: match[1] || 'sh', code: match[2]!.trimEnd() } : null
}
