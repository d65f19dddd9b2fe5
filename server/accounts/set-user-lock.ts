import { and, eq, isNull } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { sessions, users } from '../../db/schema/index.ts'
import { AppError } from '../shared/errors.ts'

export type SetUserLockOptions = { userId: number; isLocked: boolean; actingUserId: number; now?: Date }

export type TUserLockResult = { userId: number; email: string; wasLocked: boolean; isLocked: boolean; revokedSessions: number }

/**
 * Locks an account (every session ends at once, sign-in is refused with a clear message) or
 * unlocks it. Admins cannot lock themselves out.
 */
export async function setUserLock({ userId, isLocked, actingUserId, now = new Date() }: SetUserLockOptions): Promise<TUserLockResult> {
  if (isLocked && userId === actingUserId) throw new AppError('CONFLICT', 'You cannot lock your own account.')

  return db.transaction(async (tx) => {
    const [current] = await tx.select({ email: users.email, lockedAt: users.lockedAt }).from(users).where(and(eq(users.id, userId), isNull(users.deletedAt))).for('update')
    if (!current) throw new AppError('NOT_FOUND', 'User not found')
    await tx.update(users).set({ lockedAt: isLocked ? (current.lockedAt ?? now) : null, updatedAt: now }).where(eq(users.id, userId))
    const revoked = isLocked ? await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id }) : []

    return { userId, email: current.email, wasLocked: current.lockedAt !== null, isLocked, revokedSessions: revoked.length }
  })
}
