import type { AppLoadContext } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { action as accountAction, loader as accountLoader } from '../../../app/routes/account/account.tsx'
import { loader as adminUsersLoader } from '../../../app/routes/admin/users.tsx'
import { action as signInAction } from '../../../app/routes/auth/sign-in.tsx'
import { action as signOutAction } from '../../../app/routes/auth/sign-out.tsx'
import { loader as outboxLoader } from '../../../app/routes/dev/outbox.tsx'
import { loader as rootLoader } from '../../../app/root.tsx'
import { RATE_LIMITS } from '../../../server/accounts/index.ts'
import { createApp } from '../../../server/http/app.ts'
import { resetEnvForTests } from '../../../server/shared/env.ts'
import { apiRequest, createUser, sessionCookieFor, sessionCookieFrom } from '../../support/auth.ts'
import { setupTestDatabase } from '../../support/database.ts'

setupTestDatabase()
const app = createApp()

/**
 * The account pages' loaders and actions, called the way React Router calls them (a Request and
 * the load context the Hono app builds), without a browser or a build.
 */
let address = 0
const context = (): AppLoadContext => ({ nonce: 'test-nonce', clientAddress: `192.0.2.${++address % 250}` })
const args = (request: Request) => ({ request, context: context(), params: {}, unstable_pattern: '' }) as never

function form(path: string, fields: Record<string, string>, cookie?: string) {
  return new Request(`http://localhost${path}`, { method: 'POST', body: new URLSearchParams(fields), headers: cookie ? { cookie } : {} })
}

/** Loaders and actions refuse by throwing a Response; this returns it. */
async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise
  } catch (error) {
    if (error instanceof Response) return error
    if (error && typeof error === 'object' && 'init' in error) {
      const init = (error as { init?: ResponseInit; data?: unknown }).init

      return new Response(JSON.stringify((error as { data?: unknown }).data), init)
    }
    throw error
  }
  throw new Error('Expected the loader or action to throw a Response')
}

afterEach(() => {
  process.env.NODE_ENV = 'test'
  resetEnvForTests()
})

describe('page guards', () => {
  it('send visitors of /account to sign in, and back afterwards', async () => {
    const response = await thrown(accountLoader(args(new Request('http://localhost/account?tab=x'))))

    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/sign-in?redirectTo=%2Faccount%3Ftab%3Dx')
  })

  it('answer 403 to members on the admin users page, and let admins in', async () => {
    const memberCookie = await sessionCookieFor(await createUser())
    const refused = await thrown(adminUsersLoader(args(new Request('http://localhost/admin/users', { headers: { cookie: memberCookie } }))))
    expect(refused.status).toBe(403)

    const adminCookie = await sessionCookieFor(await createUser({ role: 'admin' }))
    const page = await adminUsersLoader(args(new Request('http://localhost/admin/users', { headers: { cookie: adminCookie } })))
    expect(page.total).toBeGreaterThanOrEqual(2)
  })

  it('hide the development outbox in production (404)', async () => {
    expect(await outboxLoader()).toHaveProperty('messages')
    process.env.NODE_ENV = 'production'
    // Production refuses to boot without PUBLIC_URL (issue 11, defect 4).
    process.env.PUBLIC_URL ??= 'http://localhost'
    resetEnvForTests()

    expect((await thrown(outboxLoader())).status).toBe(404)
  })

  it('give the root loader the signed-in user (no secrets) and the CSP nonce', async () => {
    const user = await createUser()
    const data = await rootLoader(args(new Request('http://localhost/', { headers: { cookie: await sessionCookieFor(user) } })))

    expect(data).toEqual({ user: { id: user.id, name: user.name, email: user.email, role: 'member' }, nonce: 'test-nonce' })
  })
})

describe('page forms', () => {
  it('sign in with a rotated session and go back where the visitor came from (never off-site)', async () => {
    const user = await createUser()
    const old = await sessionCookieFor(user)
    const response = (await signInAction(args(form('/sign-in', { email: user.email, password: user.password, redirectTo: '/account' }, old)))) as Response

    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/account')
    const fresh = sessionCookieFrom(response)!
    expect((await apiRequest(app, '/api/auth/me', { cookie: old })).status).toBe(401)
    expect((await apiRequest(app, '/api/auth/me', { cookie: fresh })).status).toBe(200)

    const offSite = (await signInAction(args(form('/sign-in', { email: user.email, password: user.password, redirectTo: '//evil.example/x' })))) as Response
    expect(offSite.headers.get('location')).toBe('/')
  })

  it('show the same message for a wrong password, and 429 with Retry-After past the limit', async () => {
    const user = await createUser()
    // One address: attempts on one account from one address wait longer and longer (issue 11, defect 8).
    const fromOneAddress = (request: Request) => ({ request, context: { nonce: 'n', clientAddress: '192.0.2.251' }, params: {}, unstable_pattern: '' }) as never
    const attempt = () => signInAction(fromOneAddress(form('/sign-in', { email: user.email, password: 'wrong password' }))) as Promise<{ data: { message?: string }; init: ResponseInit }>
    const first = await attempt()
    expect(first.init.status).toBe(401)
    expect(first.data.message).toBe('Email or password is incorrect.')

    for (let index = 1; index < RATE_LIMITS.signInPerAccountAndAddress1.limit; index++) await attempt()
    const limited = await attempt()
    expect(limited.init.status).toBe(429)
    expect(new Headers(limited.init.headers).get('retry-after')).toMatch(/^\d+$/)
  })

  it('sign out with a POST that ends the session', async () => {
    const cookie = await sessionCookieFor(await createUser())
    const response = (await signOutAction(args(form('/sign-out', {}, cookie)))) as Response

    expect(response.headers.get('location')).toBe('/sign-in?notice=signed-out')
    expect(sessionCookieFrom(response)).toBe('atlas_session=')
    expect((await apiRequest(app, '/api/auth/me', { cookie })).status).toBe(401)
  })

  it('refuse account changes from visitors and keep a wrong current password on its field', async () => {
    const visitor = await thrown(accountAction(args(form('/account', { intent: 'name', name: 'X' }))))
    expect(visitor.status).toBe(302)

    const user = await createUser()
    const cookie = await sessionCookieFor(user)
    const wrong = (await accountAction(args(form('/account', { intent: 'password', currentPassword: 'not it at all', newPassword: 'a new password!' }, cookie)))) as {
      data: { fieldErrors?: Record<string, string> }
      init: ResponseInit
    }
    expect(wrong.init.status).toBe(400)
    expect(wrong.data.fieldErrors).toEqual({ currentPassword: 'Your current password is incorrect.' })

    const renamed = await accountAction(args(form('/account', { intent: 'name', name: 'New Name' }, cookie)))
    expect(renamed).toEqual({ intent: 'name', ok: true, message: 'Your name was saved.' })
  })
})
