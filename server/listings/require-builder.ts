import { requireUser, type TSessionUser } from '../accounts/index.ts'
import { AppError } from '../shared/errors.ts'
import { isBuilder } from './is-builder.ts'

export const NOT_A_BUILDER_MESSAGE = 'The dashboard is for builders: claim or list one of your agents first.'

/**
 * The signed-in builder. Visitors are sent to sign in (401 on the API); members who own no
 * listing get a 403 that says how to become a builder. Admins are not builders by role: a
 * builder's analytics and inquiries are theirs alone.
 */
export async function requireBuilder(request: Request): Promise<TSessionUser> {
  const user = await requireUser(request)
  if (await isBuilder({ userId: user.id })) return user
  // Pages get the sign-in redirect and the 403 page from app/lib/guards.server.ts.
  throw new AppError('FORBIDDEN', NOT_A_BUILDER_MESSAGE)
}
