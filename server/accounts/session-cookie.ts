import { env } from '../shared/env.ts'

/** Sessions last 30 days after the last time they were used (sliding expiry). */
export const SESSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60

/**
 * `__Host-` in production: the browser then insists on Secure, Path=/ and no Domain, so a
 * sibling subdomain cannot plant or read it. Plain HTTP in development cannot use that prefix.
 */
export function sessionCookieName(): string {
  return env().NODE_ENV === 'production' ? '__Host-atlas_session' : 'atlas_session'
}

/** The session token from a Cookie header, or null. */
export function readSessionToken(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null
  const name = sessionCookieName()
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=')
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue
    const value = part.slice(separator + 1).trim()
    // Our tokens are base64url; anything else is not ours and is ignored.
    if (/^[A-Za-z0-9_-]{20,100}$/.test(value)) return value
  }

  return null
}

export type SerializeSessionCookieOptions = { token: string; expiresAt: Date } | { token: null }

/** A Set-Cookie value that stores the session token, or (token null) deletes it. */
export function serializeSessionCookie(options: SerializeSessionCookieOptions): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax']
  if (env().NODE_ENV === 'production') attributes.push('Secure')
  if (options.token === null) {
    return [`${sessionCookieName()}=`, ...attributes, 'Max-Age=0', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT'].join('; ')
  }
  const maxAge = Math.max(0, Math.round((options.expiresAt.getTime() - Date.now()) / 1000))

  return [`${sessionCookieName()}=${options.token}`, ...attributes, `Max-Age=${maxAge}`, `Expires=${options.expiresAt.toUTCString()}`].join('; ')
}
