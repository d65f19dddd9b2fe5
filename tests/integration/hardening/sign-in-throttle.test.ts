import { describe, expect, it } from 'vitest'
import { RATE_LIMITS, checkSignInThrottle } from '../../../server/accounts/index.ts'
import { createApp } from '../../../server/http/app.ts'
import { findOutboxMessages } from '../../../server/mail/index.ts'
import { apiRequest, createUser, sessionCookieFor } from '../../support/auth.ts'
import { setupTestDatabase } from '../../support/database.ts'

setupTestDatabase()
const app = createApp()
const wrong = (email: string, address: string) => apiRequest(app, '/api/auth/sign-in', { method: 'POST', body: { email, password: 'wrong password' }, address })

describe('sign-in throttling instead of lockout (issue 11, defect 8)', () => {
  it('ten wrong passwords from anywhere no longer lock the owner out', async () => {
    const owner = await createUser()
    for (let attempt = 0; attempt < 12; attempt++) await wrong(owner.email, '203.0.113.66')
    expect((await wrong(owner.email, '203.0.113.66')).status).toBe(429)

    const fromHome = await apiRequest(app, '/api/auth/sign-in', { method: 'POST', body: { email: owner.email, password: owner.password }, address: '198.51.100.200' })
    expect(fromHome.status).toBe(200)
  })

  it('waits longer at each step (a minute, then a quarter of an hour, then an hour)', async () => {
    const email = 'steps@example.test'
    const now = new Date('2026-11-23T10:00:00Z')
    const waits: number[] = []
    for (let attempt = 1; attempt <= 21; attempt++) {
      const refusal = await checkSignInThrottle({ email, address: '203.0.113.9', now: new Date(now.getTime() + attempt * 1000) })
      if (refusal) waits.push(refusal.retryAfterSeconds)
    }

    // Attempts 6–10 wait under a minute, 11–20 up to a quarter of an hour, the 21st about an hour.
    expect(Math.max(...waits.slice(0, 5))).toBeLessThanOrEqual(RATE_LIMITS.signInPerAccountAndAddress1.windowSeconds)
    expect(Math.max(...waits.slice(5, 15))).toBeLessThanOrEqual(RATE_LIMITS.signInPerAccountAndAddress2.windowSeconds)
    expect(Math.min(...waits.slice(5, 15))).toBeGreaterThan(RATE_LIMITS.signInPerAccountAndAddress1.windowSeconds)
    expect(waits.at(-1)).toBeGreaterThan(RATE_LIMITS.signInPerAccountAndAddress2.windowSeconds)
  })

  it('keeps a signed-in device and a reset link working, and mails the owner once', async () => {
    const owner = await createUser()
    const cookie = await sessionCookieFor(owner)
    for (let attempt = 0; attempt < 8; attempt++) await wrong(owner.email, '203.0.113.77')

    expect((await apiRequest(app, '/api/auth/me', { cookie })).status).toBe(200)
    expect((await apiRequest(app, '/api/auth/password-reset', { method: 'POST', body: { email: owner.email }, address: '203.0.113.77' })).status).toBe(202)
    const notices = (await findOutboxMessages({ to: owner.email })).filter((mail) => mail.subject.startsWith('Wrong passwords were tried'))
    expect(notices).toHaveLength(1)
    expect(notices[0]!.text).toContain('203.0.113.77')
    expect(notices[0]!.text).toContain('Your account is not locked')
  })
})
