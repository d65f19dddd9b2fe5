import { eraseAccount } from '../accounts/index.ts'
import { withAudit, type TAuditActor } from '../audit/index.ts'
import { AppError } from '../shared/errors.ts'

export type DeleteUserByAdminOptions = { admin: TAuditActor; userId: number; note?: string | null }

/**
 * Deletes an account on its owner's request (privacy page): anonymised as the member's own
 * deletion is; reviews stay, signed "Deleted user". Admins delete their own account from the
 * account page, with their password. The audit entry keeps the address the account had.
 */
export async function deleteUserByAdmin({ admin, userId, note = null }: DeleteUserByAdminOptions): Promise<{ userId: number }> {
  if (userId === admin.id) throw new AppError('CONFLICT', 'Delete your own account from your account page.')
  await withAudit(
    () => eraseAccount({ userId }),
    (erased) => ({ actor: admin, action: 'user.delete', targetType: 'user', targetId: userId, targetLabel: erased.email, before: { email: erased.email, role: erased.role }, after: { deleted: true }, note }),
  )

  return { userId }
}
