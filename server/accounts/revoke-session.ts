import { eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { sessions } from '../../db/schema/index.ts'
import { hashToken } from './random-token.ts'

export type RevokeSessionOptions = { token: string }

/** Ends one session (sign-out, or the old session at sign-in). Unknown tokens are ignored. */
export async function revokeSession({ token }: RevokeSessionOptions): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)))
}
