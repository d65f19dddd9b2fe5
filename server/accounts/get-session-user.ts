import { and, eq, gt, isNull } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { sessions, users } from '../../db/schema/index.ts'
import type { TSessionUser } from './accounts.schemas.ts'
import { hashToken } from './random-token.ts'
import { SESSION_LIFETIME_SECONDS } from './session-cookie.ts'
import { toSessionUser } from './to-session-user.ts'

/** Sliding expiry is written at most this often, so busy pages do not write on every request. */
const EXTEND_AFTER_MS = 60 * 60 * 1000

export type GetSessionUserOptions = { token: string; now?: Date }

export type TSessionLookup = {
  user: TSessionUser
  sessionId: string
  expiresAt: Date
  /** The expiry moved forward during this lookup: the cookie should be sent again. */
  wasExtended: boolean
}

/** The user behind a session token, or null when the session is unknown, revoked or expired. */
export async function getSessionUser({ token, now = new Date() }: GetSessionUserOptions): Promise<TSessionLookup | null> {
  const sessionId = hashToken(token)
  const [row] = await db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now), isNull(users.deletedAt), isNull(users.lockedAt)))
    .limit(1)
  if (!row) return null

  const user = toSessionUser(row.user)
  if (now.getTime() - row.lastSeenAt.getTime() < EXTEND_AFTER_MS) {
    return { user, sessionId, expiresAt: row.expiresAt, wasExtended: false }
  }

  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_SECONDS * 1000)
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, sessionId))

  return { user, sessionId, expiresAt, wasExtended: true }
}
