import { z } from 'zod'
import { TRACKS } from './knowledge-base.schemas.ts'

export const ZLessonProgressForm = z.object({
  intent: z.enum(['complete', 'reset']),
  lesson: z.string().regex(/^[0-9]{2}-[a-z0-9-]+$/, 'Choose a lesson of this track.'),
})

export const ZCompleteLesson = z.object({ userId: z.number().int().positive(), track: z.enum(TRACKS), lessonSlug: z.string().min(1).max(100) })
export type TCompleteLesson = z.infer<typeof ZCompleteLesson>
