import { lt } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { sessions } from '../../db/schema/index.ts'
import { createRandomToken, hashToken } from './random-token.ts'
import { SESSION_LIFETIME_SECONDS } from './session-cookie.ts'

export type CreateSessionOptions = {
  userId: number
  userAgent?: string | null
  ip?: string | null
  now?: Date
}

export type TNewSession = { token: string; sessionId: string; expiresAt: Date }

/** Starts a session; the caller puts `token` in the cookie. */
export async function createSession({ userId, userAgent, ip, now = new Date() }: CreateSessionOptions): Promise<TNewSession> {
  const token = createRandomToken()
  const sessionId = hashToken(token)
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_SECONDS * 1000)
  // Sign-ins are rare enough to sweep expired sessions then (indexed), instead of running a job.
  await db.delete(sessions).where(lt(sessions.expiresAt, now))
  await db.insert(sessions).values({
    id: sessionId,
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    userAgent: userAgent?.slice(0, 300) ?? null,
    ip: ip ?? null,
  })

  return { token, sessionId, expiresAt }
}
