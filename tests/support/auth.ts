import { randomBytes } from 'node:crypto'
import { db } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'
import { createSession, sessionCookieName, type TSessionUser, type TUserRole } from '../../server/accounts/index.ts'
import { hashPassword } from '../../server/accounts/hash-password.ts'
import type { App } from '../../server/http/app.ts'

/** The password every factory user has unless told otherwise. */
export const TEST_PASSWORD = 'correct horse battery staple'

/** The origin `app.request('/path')` answers as: state-changing calls send it (CSRF check). */
export const TEST_ORIGIN = 'http://localhost'

export type TTestUser = TSessionUser & { password: string }

// scrypt is deliberately slow: hash the shared test password once per file.
let testPasswordHash: Promise<string> | undefined

export type CreateUserOptions = { role?: TUserRole; email?: string; name?: string; password?: string }

/** Inserts an account directly (no mail, no rate limit). */
export async function createUser({ role = 'member', email, name, password = TEST_PASSWORD }: CreateUserOptions = {}): Promise<TTestUser> {
  const suffix = randomBytes(4).toString('hex')
  const passwordHash = password === TEST_PASSWORD ? await (testPasswordHash ??= hashPassword({ password })) : await hashPassword({ password })
  const [row] = await db
    .insert(users)
    .values({ email: (email ?? `${role}-${suffix}@example.test`).toLowerCase(), name: name ?? `Test ${role} ${suffix}`, passwordHash, role })
    .returning()
  if (!row) throw new Error('createUser inserted nothing')

  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role,
    emailVerifiedAt: null,
    createdAt: row.createdAt.toISOString(),
    password,
  }
}

/** A Cookie header for a fresh session of `user`, made without HTTP (no rate limit involved). */
export async function sessionCookieFor(user: { id: number }): Promise<string> {
  const { token } = await createSession({ userId: user.id })

  return `${sessionCookieName()}=${token}`
}

/** The `name=value` part of the session cookie a response sets ('' when it deletes it), or null. */
export function sessionCookieFrom(response: Response): string | null {
  const prefix = `${sessionCookieName()}=`
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith(prefix))

  return cookie ? cookie.split(';')[0]! : null
}

export type ApiRequestOptions = {
  method?: string
  body?: unknown
  cookie?: string | null
  headers?: Record<string, string>
  /** The caller's IP address as the socket would report it. */
  address?: string
}

/** A JSON request through the app, sent from our own origin like the site's pages do. */
export async function apiRequest(app: App, path: string, { method = 'GET', body, cookie, headers = {}, address = '203.0.113.1' }: ApiRequestOptions = {}): Promise<Response> {
  const allHeaders: Record<string, string> = { ...headers }
  if (method !== 'GET' && method !== 'HEAD' && !('origin' in allHeaders)) allHeaders.origin = TEST_ORIGIN
  if (body !== undefined) allHeaders['content-type'] = 'application/json'
  if (cookie) allHeaders.cookie = cookie

  return app.request(
    path,
    { method, headers: allHeaders, body: body === undefined ? undefined : JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: address } } },
  )
}

/** Signs in through POST /api/auth/sign-in and returns the Cookie header for the new session. */
export async function signIn(app: App, user: { email: string; password: string }, options: { address?: string } = {}): Promise<string> {
  const response = await apiRequest(app, '/api/auth/sign-in', { method: 'POST', body: { email: user.email, password: user.password }, ...options })
  const cookie = sessionCookieFrom(response)
  if (response.status !== 200 || !cookie) throw new Error(`Sign-in failed with ${response.status}: ${await response.text()}`)

  return cookie
}
