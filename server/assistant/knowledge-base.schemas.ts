import { z } from 'zod'

/** Browser-safe: the kinds of documents in content/ and the coaching tracks they form. */
export const TRACKS = ['bubble', 'flowise', 'n8n'] as const
export type TTrack = (typeof TRACKS)[number]

export const DOCUMENT_KINDS = ['guide', 'troubleshooting', 'lesson'] as const
export type TDocumentKind = (typeof DOCUMENT_KINDS)[number]

export const ZFrontMatter = z.object({
  title: z.string().min(1),
  summary: z.string().min(1),
  keywords: z.array(z.coerce.string()).default([]),
  infrastructure: z.enum(['replit', 'docker', 'cloud-run', 'local']).optional(),
  track: z.enum(TRACKS).optional(),
  lesson: z.number().int().positive().optional(),
})

export type TKnowledgeDocument = z.infer<typeof ZFrontMatter> & {
  /** 'guides/docker', 'tracks/flowise/02-first-chatflow': the file's path under content/ without .md. */
  slug: string
  kind: TDocumentKind
  /** Markdown without the front matter. */
  body: string
}

/** Where a reader opens a document on the site. */
export function documentHref(document: Pick<TKnowledgeDocument, 'slug' | 'kind' | 'track'>): string {
  if (document.kind === 'lesson' && document.track) return `/${document.track}#${document.slug.split('/').pop()}`

  return `/deployment/guides/${document.slug.split('/').pop()}`
}
