import { requireUser, type TSessionUser } from '../accounts/index.ts'
import { isAgentOwner } from '../catalogue/index.ts'
import { AppError } from '../shared/errors.ts'

export type RequireOwnerOptions = {
  agentId: number
  /** Admins pass too (moderation); false for actions only the owner should take. */
  allowAdmin?: boolean
}

/**
 * The signed-in owner of an agent (a builder). Unknown agents answer 404. Beside requireBuilder:
 * ownership is the listings domain's, so accounts (sessions, roles) need nothing from it.
 */
export async function requireOwner(request: Request, { agentId, allowAdmin = true }: RequireOwnerOptions): Promise<TSessionUser> {
  const user = await requireUser(request)
  const ownership = await isAgentOwner({ userId: user.id, agentId })
  if (ownership === 'not-found') throw new AppError('NOT_FOUND', 'Agent not found')
  if (ownership === 'owner' || (allowAdmin && user.role === 'admin')) return user

  throw new AppError('FORBIDDEN', 'Only the owner of this agent can do this.')
}
