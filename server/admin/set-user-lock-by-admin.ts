import { setUserLock, type TUserLockResult } from '../accounts/index.ts'
import { withAudit, type TAuditActor } from '../audit/index.ts'

export type SetUserLockByAdminOptions = { admin: TAuditActor; userId: number; isLocked: boolean }

/** Locks an account (its sessions end, sign-in is refused) or unlocks it. Audited. */
export async function setUserLockByAdmin({ admin, userId, isLocked }: SetUserLockByAdminOptions): Promise<TUserLockResult> {
  return withAudit(
    () => setUserLock({ userId, isLocked, actingUserId: admin.id }),
    (result) =>
      result.wasLocked === result.isLocked
        ? null
        : {
            actor: admin,
            action: isLocked ? 'user.lock' : 'user.unlock',
            targetType: 'user',
            targetId: userId,
            targetLabel: result.email,
            before: { isLocked: result.wasLocked },
            after: { isLocked: result.isLocked, ...(isLocked ? { revokedSessions: result.revokedSessions } : {}) },
          },
  )
}
