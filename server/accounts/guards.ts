import { data, redirect } from 'react-router'
import { AppError } from '../shared/errors.ts'
import type { TSessionUser } from './accounts.schemas.ts'
import { getSessionUser } from './get-session-user.ts'
import { isAgentOwner } from './is-agent-owner.ts'
import { readSessionToken } from './session-cookie.ts'

/**
 * The named permission checks, shared by route loaders/actions and the JSON API.
 * On /api/* they throw AppError (401 UNAUTHORIZED, 403 FORBIDDEN, 404), which the API maps to
 * JSON. On pages they throw Responses React Router understands: anonymous visitors are sent to
 * /sign-in?redirectTo=…, signed-in users without the right see a 403 (or 404) page.
 */

function isApiRequest(request: Request): boolean {
  return new URL(request.url).pathname.startsWith('/api/')
}

/** Where to come back after signing in: this page, without React Router's data-request parameters. */
function returnPath(request: Request): string {
  const url = new URL(request.url)
  url.searchParams.delete('_routes')
  url.searchParams.delete('index')

  return `${url.pathname}${url.search}`
}

function refuse(request: Request, code: 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND', message: string): never {
  if (isApiRequest(request)) throw new AppError(code, message)
  if (code === 'UNAUTHORIZED') throw redirect(`/sign-in?redirectTo=${encodeURIComponent(returnPath(request))}`)

  throw data({ message }, { status: code === 'FORBIDDEN' ? 403 : 404 })
}

/** The signed-in user, or null for visitors (and for expired or revoked sessions). */
export async function getOptionalUser(request: Request): Promise<TSessionUser | null> {
  const token = readSessionToken(request.headers.get('cookie'))
  if (!token) return null
  const lookup = await getSessionUser({ token })

  return lookup?.user ?? null
}

export async function requireUser(request: Request): Promise<TSessionUser> {
  const user = await getOptionalUser(request)
  if (!user) refuse(request, 'UNAUTHORIZED', 'Sign in to continue.')

  return user
}

export async function requireAdmin(request: Request): Promise<TSessionUser> {
  const user = await requireUser(request)
  if (user.role !== 'admin') refuse(request, 'FORBIDDEN', 'Only admins can do this.')

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
  if (ownership === 'not-found') refuse(request, 'NOT_FOUND', 'Agent not found')
  if (ownership === 'owner' || (allowAdmin && user.role === 'admin')) return user

  return refuse(request, 'FORBIDDEN', 'Only the owner of this agent can do this.')
}
