import { AppError } from '../shared/errors.ts'
import type { TSessionUser } from './accounts.schemas.ts'
import { getSessionUser } from './get-session-user.ts'
import { sessionReadForRequest } from './request-session.ts'
import { readSessionToken } from './session-cookie.ts'

/**
 * The named permission checks, shared by the JSON API and (through app/lib/guards.server.ts) the
 * pages; the checks about an agent (requireOwner, requireBuilder) are the listings domain's. They
 * throw AppError (401 UNAUTHORIZED, 403 FORBIDDEN): the API maps it to JSON; the page-side
 * wrappers turn it into a sign-in redirect or a 403 page, so the domain needs nothing from React Router.
 */

function refuse(code: 'UNAUTHORIZED' | 'FORBIDDEN', message: string): never {
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
