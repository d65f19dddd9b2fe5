import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { readSessionToken } from '../accounts/index.ts'
import { env } from '../shared/env.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Signed by the sender (Stripe webhooks), not called by browsers: exempt. */
const EXEMPT_PREFIXES = ['/webhooks/']

export const CSRF_REFUSED_MESSAGE = 'This request did not come from an Agent Atlas page, so it was refused. Reload the page and try again.'

/**
 * The origin pages are served from: PUBLIC_URL (always set in production), else the request's own
 * origin, taken from X-Forwarded-Proto/Host only with TRUST_PROXY (a TLS proxy talks plain http
 * to us, so the browser's https origin is only visible there).
 */
export function requestOrigin(c: Context): string {
  const { PUBLIC_URL, TRUST_PROXY } = env()
  if (PUBLIC_URL) return new URL(PUBLIC_URL).origin
  const url = new URL(c.req.url)
  if (!TRUST_PROXY) return url.origin
  const forwardedProtocol = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim()
  const protocol = forwardedProtocol === 'http' || forwardedProtocol === 'https' ? forwardedProtocol : url.protocol.slice(0, -1)
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim() || url.host
  try {
    return new URL(`${protocol}://${host}`).origin
  } catch {
    return url.origin
  }
}

function isOwnOrigin(c: Context, origin: string): boolean {
  try {
    return new URL(origin).origin === requestOrigin(c)
  } catch {
    return false
  }
}

/**
 * Why a state-changing request is refused, or null when it may go on:
 * - Origin present: it must be this site (PUBLIC_URL, or the Host the request was sent to).
 * - No Origin but Sec-Fetch-Site: it must be same-origin.
 * - Neither (curl, server-to-server): allowed only without a session cookie, since a browser
 *   sends at least one of them and nothing else can carry a victim's cookie.
 */
function refusalReason(c: Context): string | null {
  const origin = c.req.header('origin')
  if (origin) return isOwnOrigin(c, origin) ? null : 'cross-origin'
  const fetchSite = c.req.header('sec-fetch-site')
  if (fetchSite) return fetchSite === 'same-origin' ? null : `sec-fetch-site ${fetchSite}`
  if (readSessionToken(c.req.header('cookie'))) return 'no origin with a session cookie'

  return null
}

/**
 * CSRF protection for every POST, PUT, PATCH and DELETE: the JSON API and the page forms (both
 * go through this Hono app), on top of SameSite=Lax cookies.
 */
export const csrfProtection = createMiddleware(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || EXEMPT_PREFIXES.some((prefix) => c.req.path.startsWith(prefix))) return next()
  const reason = refusalReason(c)
  if (!reason) return next()

  if (c.req.path.startsWith('/api/')) return c.json({ error: { code: 'FORBIDDEN', message: CSRF_REFUSED_MESSAGE, reason } }, 403)

  return c.text(CSRF_REFUSED_MESSAGE, 403)
})
