import { eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { sessions } from '../../db/schema/index.ts'

export type RevokeUserSessionsOptions = { userId: number }

/** Signs a user out everywhere: every device, every browser. Returns how many sessions ended. */
export async function revokeUserSessions({ userId }: RevokeUserSessionsOptions): Promise<number> {
  const revoked = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id })

  return revoked.length
}
