import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { getSessionUser, readSessionToken, serializeSessionCookie, sessionCookieName, withRequestSession, type TSessionUser } from '../accounts/index.ts'
import { AppError } from '../shared/errors.ts'

export type AuthVariables = {
  /** The signed-in user, null for visitors. Set for every request by `sessionMiddleware`. */
  user: TSessionUser | null
  /** The token in the request's session cookie, if any (valid or not): sign-in revokes it. */
  sessionToken: string | null
}

export type AuthEnv = { Variables: AuthVariables }

function responseSetsSessionCookie(c: Context): boolean {
  const name = `${sessionCookieName()}=`

  return c.res.headers.getSetCookie().some((cookie) => cookie.startsWith(name))
}

/**
 * Reads the session cookie once per request (not for static assets): `c.var.user`, and for the
 * loaders of a GET through `getOptionalUser`, which reuses this lookup. When the sliding expiry
 * moved, the cookie is sent again with the new expiry; a cookie whose session is gone is deleted.
 * Responses that set the cookie themselves (sign-in, sign-out) win.
 */
export const sessionMiddleware = createMiddleware<AuthEnv>(async (c, next) => {
  const token = c.req.path.startsWith('/assets/') ? null : readSessionToken(c.req.header('cookie'))
  c.set('sessionToken', token)
  if (!token) {
    c.set('user', null)

    return next()
  }

  const lookup = await getSessionUser({ token })
  c.set('user', lookup?.user ?? null)
  // Loaders and guards further down reuse this lookup (one read per request). Not for a POST: its
  // action may change the user (a new name, a rotated session) before the page's loaders run again.
  if (c.req.method === 'GET' || c.req.method === 'HEAD') await withRequestSession({ token, user: lookup?.user ?? null }, next)
  else await next()

  if (responseSetsSessionCookie(c)) return
  if (!lookup) c.header('Set-Cookie', serializeSessionCookie({ token: null }), { append: true })
  else if (lookup.wasExtended) c.header('Set-Cookie', serializeSessionCookie({ token, expiresAt: lookup.expiresAt }), { append: true })
})

/** API routes for signed-in users: 401 UNAUTHORIZED for visitors; `c.var.user` is then set. */
export const requireUserMiddleware = createMiddleware<{ Variables: { user: TSessionUser } }>(async (c, next) => {
  if (!c.get('user')) throw new AppError('UNAUTHORIZED', 'Sign in to continue.')

  return next()
})

/** API routes for admins: 401 for visitors, 403 FORBIDDEN for members. */
export const requireAdminMiddleware = createMiddleware<{ Variables: { user: TSessionUser } }>(async (c, next) => {
  const user = c.get('user')
  if (!user) throw new AppError('UNAUTHORIZED', 'Sign in to continue.')
  if (user.role !== 'admin') throw new AppError('FORBIDDEN', 'Only admins can do this.')

  return next()
})
