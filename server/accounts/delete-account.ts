import { and, eq, isNull } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { oneTimeTokens, sessions, users } from '../../db/schema/index.ts'
import { AppError } from '../shared/errors.ts'
import { checkCurrentPassword } from './check-current-password.ts'

export const DELETED_USER_NAME = 'Deleted user'

export type DeleteAccountOptions = { userId: number; password: string; now?: Date }

/**
 * Deletes a member's account by anonymising it: name, email and password go, the row (and its
 * id) stays, so reviews remain, attributed to "Deleted user", and nobody else's data changes.
 * The same email can sign up again afterwards.
 */
export async function deleteAccount({ userId, password, now = new Date() }: DeleteAccountOptions): Promise<void> {
  await checkCurrentPassword({ userId, password })
  await db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)))
      .for('update')
    if (admins.length === 1 && admins[0]?.id === userId) {
      throw new AppError('CONFLICT', 'You are the last admin. Grant admin to someone else before deleting your account.')
    }
    await tx
      .update(users)
      .set({
        email: `deleted-user-${userId}@deleted.invalid`,
        name: DELETED_USER_NAME,
        passwordHash: '',
        role: 'member',
        emailVerifiedAt: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, userId))
    await tx.delete(sessions).where(eq(sessions.userId, userId))
    await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, userId))
  })
}
