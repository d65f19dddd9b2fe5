import { describe, expect, it } from 'vitest'
import { SIGN_IN_FAILED_MESSAGE } from '../../../server/accounts/index.ts'
import { createApp } from '../../../server/http/app.ts'
import { findOutboxMessages } from '../../../server/mail/index.ts'
import { TEST_PASSWORD, apiRequest, createUser, sessionCookieFrom, signIn } from '../../support/auth.ts'
import { setupTestDatabase } from '../../support/database.ts'

setupTestDatabase()
const app = createApp()

describe('POST /api/auth/sign-up', () => {
  it('creates a member, signs them in with an HttpOnly SameSite=Lax cookie and mails a confirmation link', async () => {
    const response = await apiRequest(app, '/api/auth/sign-up', {
      method: 'POST',
      body: { email: '  Ada@Example.TEST ', password: 'a long enough password', name: 'Ada' },
    })

    expect(response.status).toBe(201)
    const { user } = await response.json()
    expect(user).toMatchObject({ email: 'ada@example.test', name: 'Ada', role: 'member', emailVerifiedAt: null })
    expect(user).not.toHaveProperty('passwordHash')
    const setCookie = response.headers.getSetCookie().join('\n')
    expect(setCookie).toMatch(/^atlas_session=[\w-]{40,}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000/)
    const me = await apiRequest(app, '/api/auth/me', { cookie: sessionCookieFrom(response) })
    expect((await me.json()).user.email).toBe('ada@example.test')
    const [mail] = await findOutboxMessages({ to: 'ada@example.test' })
    expect(mail?.subject).toBe('Confirm your email address')
    expect(mail?.text).toMatch(/\/account\/confirm-email\?token=[\w-]+/)
  })

  it('ignores a role in the request: everyone who signs up is a member', async () => {
    const response = await apiRequest(app, '/api/auth/sign-up', {
      method: 'POST',
      body: { email: 'sneaky@example.test', password: 'a long enough password', name: 'Sneaky', role: 'admin' },
    })

    expect((await response.json()).user.role).toBe('member')
  })

  it('refuses a duplicate email (any case), a short password and a blank name', async () => {
    await createUser({ email: 'taken@example.test' })
    const duplicate = await apiRequest(app, '/api/auth/sign-up', { method: 'POST', body: { email: 'TAKEN@example.test', password: 'a long enough password', name: 'X' } })
    const short = await apiRequest(app, '/api/auth/sign-up', { method: 'POST', body: { email: 'new@example.test', password: 'short', name: 'X' } })
    const blank = await apiRequest(app, '/api/auth/sign-up', { method: 'POST', body: { email: 'new@example.test', password: 'a long enough password', name: '  ' } })

    expect(duplicate.status).toBe(409)
    expect(short.status).toBe(400)
    expect((await short.json()).error.message).toContain('at least 10 characters')
    expect(blank.status).toBe(400)
  })
})

describe('POST /api/auth/sign-in', () => {
  it('answers an unknown email and a wrong password with the same status and body', async () => {
    const user = await createUser()
    const unknown = await apiRequest(app, '/api/auth/sign-in', { method: 'POST', body: { email: 'nobody@example.test', password: TEST_PASSWORD } })
    const wrong = await apiRequest(app, '/api/auth/sign-in', { method: 'POST', body: { email: user.email, password: 'not the password' } })

    expect(unknown.status).toBe(401)
    expect(wrong.status).toBe(401)
    const [unknownBody, wrongBody] = [await unknown.json(), await wrong.json()]
    expect(unknownBody).toEqual(wrongBody)
    expect(unknownBody.error.message).toBe(SIGN_IN_FAILED_MESSAGE)
    expect(sessionCookieFrom(unknown)).toBeNull()
  })

  it('takes about as long for an unknown email as for a wrong password (both run scrypt)', async () => {
    const user = await createUser()
    // The work is measured in CPU time of this process (scrypt runs on its thread pool; PGlite in
    // it, Postgres's share is small and alike for both): wall time on a loaded machine measures the
    // machine, and failed once on the shared machine (decision 048).
    const time = async (email: string) => {
      const started = process.cpuUsage()
      await apiRequest(app, '/api/auth/sign-in', { method: 'POST', body: { email, password: 'not the password' }, address: `198.51.100.${Math.floor(Math.random() * 250)}` })
      const used = process.cpuUsage(started)

      return (used.user + used.system) / 1000
    }
    // Warm up, then take medians so one slow run does not decide.
    await time('warm-up@example.test')
    const unknown: number[] = []
    const known: number[] = []
    for (let round = 0; round < 5; round++) {
      unknown.push(await time(`nobody-${round}@example.test`))
      known.push(await time(user.email))
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!

    // Without the dummy hash an unknown email costs ~1 ms of CPU against tens of ms for scrypt.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5)
  })

  it('rotates the session: signing in again from the same browser ends the old session', async () => {
    const user = await createUser()
    const first = await signIn(app, user)
    const response = await apiRequest(app, '/api/auth/sign-in', { method: 'POST', body: { email: user.email, password: user.password }, cookie: first })
    const second = sessionCookieFrom(response)!

    expect(second).not.toBe(first)
    expect((await apiRequest(app, '/api/auth/me', { cookie: first })).status).toBe(401)
    expect((await apiRequest(app, '/api/auth/me', { cookie: second })).status).toBe(200)
  })
})

describe('POST /api/auth/sign-out and GET /api/auth/me', () => {
  it('answers 401 to visitors', async () => {
    const response = await apiRequest(app, '/api/auth/me')

    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } })
  })

  it('revokes the session at sign-out and deletes the cookie', async () => {
    const user = await createUser()
    const cookie = await signIn(app, user)
    const response = await apiRequest(app, '/api/auth/sign-out', { method: 'POST', cookie })

    expect(response.status).toBe(204)
    expect(sessionCookieFrom(response)).toBe('atlas_session=')
    expect((await apiRequest(app, '/api/auth/me', { cookie })).status).toBe(401)
  })

  it('keeps other sessions of the same account', async () => {
    const user = await createUser()
    const laptop = await signIn(app, user)
    const phone = await signIn(app, user)
    await apiRequest(app, '/api/auth/sign-out', { method: 'POST', cookie: laptop })

    expect((await apiRequest(app, '/api/auth/me', { cookie: phone })).status).toBe(200)
  })

  it('deletes a cookie whose session no longer exists', async () => {
    const response = await apiRequest(app, '/api/auth/me', { cookie: 'atlas_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })

    expect(response.status).toBe(401)
    expect(sessionCookieFrom(response)).toBe('atlas_session=')
  })
})
