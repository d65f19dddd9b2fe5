import { and, eq, isNull } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { oneTimeTokens, sessions, users } from '../../db/schema/index.ts'
import { AppError } from '../shared/errors.ts'

export const DELETED_USER_NAME = 'Deleted user'

export type EraseAccountOptions = { userId: number; now?: Date }

export type TErasedAccount = { userId: number; email: string; role: string }

/**
 * Anonymises an account (the member's own deletion, or an admin's on the member's request): name,
 * email and password go, sessions and mail links end, the row (and its id) stays so reviews remain,
 * attributed to "Deleted user". The last admin cannot be erased.
 */
export async function eraseAccount({ userId, now = new Date() }: EraseAccountOptions): Promise<TErasedAccount> {
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)))
      .for('update')
    if (admins.length === 1 && admins[0]?.id === userId) {
      throw new AppError('CONFLICT', 'This is the last admin. Grant admin to someone else before deleting this account.')
    }
    const [current] = await tx.select({ email: users.email, role: users.role }).from(users).where(and(eq(users.id, userId), isNull(users.deletedAt)))
    if (!current) throw new AppError('NOT_FOUND', 'User not found')
    await tx
      .update(users)
      .set({
        email: `deleted-user-${userId}@deleted.invalid`,
        name: DELETED_USER_NAME,
        passwordHash: '',
        role: 'member',
        emailVerifiedAt: null,
        lockedAt: null,
        builderGrantedAt: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, userId))
    await tx.delete(sessions).where(eq(sessions.userId, userId))
    await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, userId))

    return { userId, email: current.email, role: current.role }
  })
}
