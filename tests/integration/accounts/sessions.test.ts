import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { db } from '../../../db/client.ts'
import { sessions } from '../../../db/schema/index.ts'
import { SESSION_LIFETIME_SECONDS } from '../../../server/accounts/index.ts'
import { hashToken } from '../../../server/accounts/random-token.ts'
import { createApp } from '../../../server/http/app.ts'
import { apiRequest, createUser, sessionCookieFrom, signIn } from '../../support/auth.ts'
import { setupTestDatabase } from '../../support/database.ts'

setupTestDatabase()
const app = createApp()
const HOUR = 60 * 60 * 1000

const sessionIdOf = (cookie: string) => hashToken(cookie.split('=')[1]!)

describe('sessions', () => {
  it('are stored hashed: the cookie token itself is nowhere in the database', async () => {
    const cookie = await signIn(app, await createUser())
    const token = cookie.split('=')[1]!
    const rows = await db.select().from(sessions)

    expect(rows.some((row) => row.id === token)).toBe(false)
    expect(rows.some((row) => row.id === hashToken(token))).toBe(true)
  })

  it('slide: a session used after an hour is extended to 30 days from now, and the cookie with it', async () => {
    const cookie = await signIn(app, await createUser())
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR)
    await db.update(sessions).set({ lastSeenAt: twoHoursAgo, expiresAt: new Date(twoHoursAgo.getTime() + SESSION_LIFETIME_SECONDS * 1000) }).where(eq(sessions.id, sessionIdOf(cookie)))

    const response = await apiRequest(app, '/api/auth/me', { cookie })

    expect(response.status).toBe(200)
    expect(response.headers.getSetCookie().join()).toMatch(new RegExp(`Max-Age=(${SESSION_LIFETIME_SECONDS}|${SESSION_LIFETIME_SECONDS - 1})`))
    const [row] = await db.select().from(sessions).where(eq(sessions.id, sessionIdOf(cookie)))
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_LIFETIME_SECONDS * 1000 - 60_000)
  })

  it('do not rewrite the cookie on every request', async () => {
    const cookie = await signIn(app, await createUser())
    const response = await apiRequest(app, '/api/auth/me', { cookie })

    expect(sessionCookieFrom(response)).toBeNull()
  })

  it('end at their expiry: 401 and the cookie is deleted', async () => {
    const cookie = await signIn(app, await createUser())
    await db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, sessionIdOf(cookie)))
    const response = await apiRequest(app, '/api/auth/me', { cookie })

    expect(response.status).toBe(401)
    expect(sessionCookieFrom(response)).toBe('atlas_session=')
  })
})
