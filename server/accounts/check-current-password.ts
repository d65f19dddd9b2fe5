import { and, eq, isNull } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'
import { AppError } from '../shared/errors.ts'
import { verifyPassword } from './verify-password.ts'

export type CheckCurrentPasswordOptions = { userId: number; password: string }

/**
 * Asks a signed-in member for the password again before sensitive changes (email, password,
 * deletion), so a session left open or stolen is not enough to take the account.
 */
export async function checkCurrentPassword({ userId, password }: CheckCurrentPasswordOptions): Promise<void> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1)
  const { isValid } = await verifyPassword({ password, passwordHash: row?.passwordHash ?? null })
  if (!isValid) throw new AppError('BAD_REQUEST', 'Your current password is incorrect.', { reason: 'WRONG_PASSWORD' })
}
