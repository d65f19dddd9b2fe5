import { eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'
import { AppError } from '../shared/errors.ts'
import type { TSessionUser, TUpdateAccountRequest } from './accounts.schemas.ts'
import { toSessionUser } from './to-session-user.ts'

export type UpdateAccountOptions = TUpdateAccountRequest & { userId: number }

/** Changes the display name (the only profile field a member edits directly). */
export async function updateAccount({ userId, name }: UpdateAccountOptions): Promise<TSessionUser> {
  const [row] = await db.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, userId)).returning()
  if (!row) throw new AppError('NOT_FOUND', 'Account not found')

  return toSessionUser(row)
}
