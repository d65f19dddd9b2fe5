import { and, eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { lessonProgress } from '../../db/schema/index.ts'
import { AppError } from '../shared/errors.ts'
import { ZCompleteLesson, type TCompleteLesson } from './lesson-progress.schemas.ts'
import { listTrackLessons } from './list-track-lessons.ts'

/** Marks a lesson done for the member (again is a no-op), or undoes it; only real lessons of the track. */
export async function completeLesson(input: TCompleteLesson & { isComplete?: boolean }): Promise<void> {
  const { userId, track, lessonSlug } = ZCompleteLesson.parse(input)
  if (!listTrackLessons(track).some((lesson) => lesson.lessonSlug === lessonSlug)) throw new AppError('NOT_FOUND', 'Lesson not found')
  if (input.isComplete === false) {
    await db.delete(lessonProgress).where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.track, track), eq(lessonProgress.lessonSlug, lessonSlug)))
    return
  }
  await db.insert(lessonProgress).values({ userId, track, lessonSlug }).onConflictDoNothing()
}
