import { eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { lessonProgress } from '../../db/schema/index.ts'
import type { TTrack } from './knowledge-base.schemas.ts'

/** The lessons the member finished, per track: { flowise: ['01-install-flowise', …] }. */
export async function findLessonProgress({ userId }: { userId: number }): Promise<Record<TTrack, string[]>> {
  const rows = await db.select({ track: lessonProgress.track, lessonSlug: lessonProgress.lessonSlug }).from(lessonProgress).where(eq(lessonProgress.userId, userId))
  const progress: Record<TTrack, string[]> = { bubble: [], flowise: [], n8n: [] }
  for (const row of rows) if (row.track in progress) progress[row.track as TTrack].push(row.lessonSlug)

  return progress
}
