import { and, desc, eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { coachingSessions } from '../../db/schema/index.ts'
import { AppError } from '../shared/errors.ts'
import { ZCoachingSessionData, type TCoachingSession } from './coaching-session.schemas.ts'

export type GetCoachingSessionOptions = { userId: number; sessionId?: number }

/**
 * One of the member's own sessions (NOT_FOUND for anyone else's), or their latest when no id is
 * given (null when they have none). Nobody reads another member's session.
 */
export async function getCoachingSession({ userId, sessionId }: GetCoachingSessionOptions): Promise<TCoachingSession | null> {
  const [row] = await db
    .select()
    .from(coachingSessions)
    .where(sessionId ? and(eq(coachingSessions.id, sessionId), eq(coachingSessions.userId, userId)) : eq(coachingSessions.userId, userId))
    .orderBy(desc(coachingSessions.updatedAt), desc(coachingSessions.id))
    .limit(1)
  if (!row) {
    if (sessionId) throw new AppError('NOT_FOUND', 'Coaching session not found')
    return null
  }
  const parsed = ZCoachingSessionData.safeParse(row.sessionData)

  return {
    id: row.id,
    data: parsed.success ? parsed.data : { style: null, goal: null, agentId: null, messages: [] },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}
