import type { TKnowledgeDocument, TTrack } from './knowledge-base.schemas.ts'
import { loadKnowledgeBase } from './load-knowledge-base.ts'

export type TLesson = TKnowledgeDocument & { lessonSlug: string }

/** A coaching track's lessons in order; lessonSlug is the file name ('02-first-chatflow'). */
export function listTrackLessons(track: TTrack): TLesson[] {
  return loadKnowledgeBase()
    .filter((document) => document.kind === 'lesson' && document.track === track)
    .sort((a, b) => (a.lesson ?? 0) - (b.lesson ?? 0))
    .map((document) => ({ ...document, lessonSlug: document.slug.split('/').pop()! }))
}
