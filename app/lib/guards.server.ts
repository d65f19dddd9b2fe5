import { data, redirect } from 'react-router'
import { requireAdmin as requireAdminOrThrow, requireUser as requireUserOrThrow, type TSessionUser } from '../../server/accounts/index.ts'
import {
  requireBuilder as requireBuilderOrThrow,
  requireOwner as requireOwnerOrThrow,
  type RequireOwnerOptions,
} from '../../server/listings/index.ts'
import { isAppError } from '../../server/shared/errors.ts'

/**
 * The page guards: the accounts domain's checks, answered the way a page should. A visitor is sent
 * to /sign-in?redirectTo=<this page> and comes back; a signed-in user without the right sees a
 * 403 page (or 404 for an unknown agent). The domain throws AppError and knows nothing of React
 * Router; this is the one place that translates (decision 022).
 */

/** Where to come back after signing in: this page, without React Router's data-request parameters. */
function returnPath(request: Request): string {
  const url = new URL(request.url)
  url.searchParams.delete('_routes')
  url.searchParams.delete('index')

  return `${url.pathname}${url.search}`
}

async function asPage<T>(request: Request, check: () => Promise<T>): Promise<T> {
  try {
    return await check()
  } catch (error) {
    if (!isAppError(error)) throw error
    if (error.code === 'UNAUTHORIZED') throw redirect(`/sign-in?redirectTo=${encodeURIComponent(returnPath(request))}`)
    if (error.code === 'FORBIDDEN') throw data({ message: error.message }, { status: 403 })
    if (error.code === 'NOT_FOUND') throw data({ message: error.message }, { status: 404 })
    throw error
  }
}

export function requireUser(request: Request): Promise<TSessionUser> {
  return asPage(request, () => requireUserOrThrow(request))
}

export function requireAdmin(request: Request): Promise<TSessionUser> {
  return asPage(request, () => requireAdminOrThrow(request))
}

export function requireOwner(request: Request, options: RequireOwnerOptions): Promise<TSessionUser> {
  return asPage(request, () => requireOwnerOrThrow(request, options))
}

/** A member who owns a listing (the premium dashboard). */
export function requireBuilder(request: Request): Promise<TSessionUser> {
  return asPage(request, () => requireBuilderOrThrow(request))
}
