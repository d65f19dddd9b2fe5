import { AppError } from '../shared/errors.ts'
import type { TSessionUser } from './accounts.schemas.ts'
import { getSessionUser } from './get-session-user.ts'
import { isAgentOwner } from '../listings/index.ts'
import { sessionReadForRequest } from './request-session.ts'
import { readSessionToken } from './session-cookie.ts'

/**
 * The named permission checks, shared by the JSON API and (through app/lib/guards.server.ts) the
 * pages. They throw AppError (401 UNAUTHORIZED, 403 FORBIDDEN, 404 NOT_FOUND): the API maps it to
 * JSON; the page-side wrappers turn it into a sign-in redirect or a 403/404 page, so the domain
 * needs nothing from React Router.
 */

function refuse(code: 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND', message: string): never {
  throw new AppError(code, message)
}

/** The signed-in user, or null for visitors (and for expired or revoked sessions). */
export async function getOptionalUser(request: Request): Promise<TSessionUser | null> {
  const token = readSessionToken(request.headers.get('cookie'))
  if (!token) return null
  const read = sessionReadForRequest(token)
  if (read) return read.user
  const lookup = await getSessionUser({ token })

  return lookup?.user ?? null
}

export async function requireUser(request: Request): Promise<TSessionUser> {
  const user = await getOptionalUser(request)
  if (!user) refuse('UNAUTHORIZED', 'Sign in to continue.')

  return user
}

export async function requireAdmin(request: Request): Promise<TSessionUser> {
  const user = await requireUser(request)
  if (user.role !== 'admin') refuse('FORBIDDEN', 'Only admins can do this.')

  return user
}

export type RequireOwnerOptions = {
  agentId: number
  /** Admins pass too (moderation); false for actions only the owner should take. */
  allowAdmin?: boolean
}

/** The signed-in owner of an agent (a builder). Unknown agents answer 404. */
export async function requireOwner(request: Request, { agentId, allowAdmin = true }: RequireOwnerOptions): Promise<TSessionUser> {
  const user = await requireUser(request)
  const ownership = await isAgentOwner({ userId: user.id, agentId })
  if (ownership === 'not-found') refuse('NOT_FOUND', 'Agent not found')
  if (ownership === 'owner' || (allowAdmin && user.role === 'admin')) return user

  return refuse('FORBIDDEN', 'Only the owner of this agent can do this.')
}
