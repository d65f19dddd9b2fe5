import { setUserLock, type TUserLockResult } from '../accounts/index.ts'
import { recordAuditEvent, type TAuditActor } from '../audit/index.ts'

export type SetUserLockByAdminOptions = { admin: TAuditActor; userId: number; isLocked: boolean }

/** Locks an account (its sessions end, sign-in is refused) or unlocks it. Audited. */
export async function setUserLockByAdmin({ admin, userId, isLocked }: SetUserLockByAdminOptions): Promise<TUserLockResult> {
  const result = await setUserLock({ userId, isLocked, actingUserId: admin.id })
  if (result.wasLocked !== result.isLocked) {
    await recordAuditEvent({
      actor: admin,
      action: isLocked ? 'user.lock' : 'user.unlock',
      targetType: 'user',
      targetId: userId,
      targetLabel: result.email,
      before: { isLocked: result.wasLocked },
      after: { isLocked: result.isLocked, ...(isLocked ? { revokedSessions: result.revokedSessions } : {}) },
    })
  }

  return result
}
