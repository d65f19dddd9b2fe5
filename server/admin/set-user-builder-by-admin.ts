import { setUserBuilder, type TUserBuilderResult } from '../accounts/index.ts'
import { withAudit, type TAuditActor } from '../audit/index.ts'

export type SetUserBuilderByAdminOptions = { admin: TAuditActor; userId: number; isBuilder: boolean }

/** Grants or revokes builder by hand. Audited. */
export async function setUserBuilderByAdmin({ admin, userId, isBuilder }: SetUserBuilderByAdminOptions): Promise<TUserBuilderResult> {
  return withAudit(
    () => setUserBuilder({ userId, isBuilder }),
    (result) =>
      result.wasGranted === result.isGranted
        ? null
        : { actor: admin, action: isBuilder ? 'user.builder.grant' : 'user.builder.revoke', targetType: 'user', targetId: userId, targetLabel: result.email, before: { builderGranted: result.wasGranted }, after: { builderGranted: result.isGranted } },
  )
}
