import { and, eq, sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { coachingSessions } from '../../db/schema/index.ts'
import { AppError } from '../shared/errors.ts'
import { SESSION_MESSAGE_LIMIT, ZCoachingSessionData, type TCoachingSessionData } from './coaching-session.schemas.ts'

export type SaveCoachingSessionOptions = { userId: number; sessionId?: number | null; data: TCoachingSessionData }

/** Creates the member's session or replaces one of their own (older messages beyond the cap drop off). */
export async function saveCoachingSession({ userId, sessionId, data }: SaveCoachingSessionOptions): Promise<number> {
  const sessionData = ZCoachingSessionData.parse({ ...data, messages: data.messages.slice(-SESSION_MESSAGE_LIMIT) })
  if (!sessionId) {
    const [created] = await db.insert(coachingSessions).values({ userId, sessionData }).returning({ id: coachingSessions.id })
    return created!.id
  }
  const updated = await db
    .update(coachingSessions)
    .set({ sessionData, updatedAt: sql`now()` })
    .where(and(eq(coachingSessions.id, sessionId), eq(coachingSessions.userId, userId)))
    .returning({ id: coachingSessions.id })
  if (!updated.length) throw new AppError('NOT_FOUND', 'Coaching session not found')

  return sessionId
}
