import { and, eq, isNull } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'
import { AppError } from '../shared/errors.ts'
import type { TSessionUser, TUserRole } from './accounts.schemas.ts'
import { toSessionUser } from './to-session-user.ts'
import { withAudit, type TAuditActor } from '../audit/index.ts'

export type SetUserRoleOptions = { userId: number; role: TUserRole; actor?: TAuditActor }

/**
 * Grants or revokes admin. The last admin cannot be demoted (the product would lose its only
 * operator); the admin rows are locked so two simultaneous revocations cannot both pass.
 */
export async function setUserRole({ userId, role, actor }: SetUserRoleOptions): Promise<TSessionUser> {
  const { user } = await withAudit(
    async () => {
      const admins = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)))
        .for('update')
      const isTargetAdmin = admins.some((admin) => admin.id === userId)
      if (role === 'member' && isTargetAdmin && admins.length === 1) {
        throw new AppError('CONFLICT', 'This is the last admin. Grant admin to someone else first.')
      }

      const [previous] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId))
      const [row] = await db
        .update(users)
        .set({ role, updatedAt: new Date() })
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .returning()
      if (!row) throw new AppError('NOT_FOUND', 'User not found')

      return { user: toSessionUser(row), previousRole: previous?.role ?? null }
    },
    (change) =>
      actor && change.previousRole !== role
        ? { actor, action: 'user.role.set', targetType: 'user', targetId: userId, targetLabel: change.user.email, before: { role: change.previousRole }, after: { role } }
        : null,
  )

  return user
}
