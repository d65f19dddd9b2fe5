import { describe, expect, it } from 'vitest'
import { RATE_LIMITS, checkRateLimits } from '../../../server/accounts/index.ts'
import { createApp } from '../../../server/http/app.ts'
import { apiRequest, createUser } from '../../support/auth.ts'
import { setupTestDatabase } from '../../support/database.ts'

setupTestDatabase()
const app = createApp()

/** A different caller address per call, so only the per-account limit can trigger. */
let nextAddress = 1
const freshAddress = () => `198.51.100.${nextAddress++}`

describe('rate limits on the auth endpoints', () => {
  it('slows sign-in attempts per account and address, with 429, Retry-After and a clear message', async () => {
    const user = await createUser()
    const address = freshAddress()
    const { limit, windowSeconds } = RATE_LIMITS.signInPerAccountAndAddress1
    for (let attempt = 0; attempt < limit; attempt++) {
      const response = await apiRequest(app, '/api/auth/sign-in', { method: 'POST', body: { email: user.email, password: 'wrong password' }, address })
      expect(response.status).toBe(401)
    }

    // Even the right password waits now, from that address.
    const limited = await apiRequest(app, '/api/auth/sign-in', { method: 'POST', body: { email: user.email, password: user.password }, address })

    expect(limited.status).toBe(429)
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds)
    expect(await limited.json()).toMatchObject({ error: { code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many sign-in attempts\. Please wait \d+ (seconds?|minutes?) and try again, or reset your password\.$/) } })
  })

  it('limits sign-ups per address', async () => {
    const address = freshAddress()
    const { limit } = RATE_LIMITS.signUpPerAddress
    const signUp = (index: number) =>
      apiRequest(app, '/api/auth/sign-up', { method: 'POST', body: { email: `bulk-${index}@example.test`, password: 'a long enough password', name: 'Bulk' }, address })
    for (let index = 0; index < limit; index++) expect((await signUp(index)).status).toBe(201)

    const limited = await signUp(limit)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    // Another address is not affected.
    const other = await apiRequest(app, '/api/auth/sign-up', { method: 'POST', body: { email: 'elsewhere@example.test', password: 'a long enough password', name: 'Else' }, address: freshAddress() })
    expect(other.status).toBe(201)
  })

  it('limits password-reset mails per account', async () => {
    const user = await createUser()
    const { limit } = RATE_LIMITS.passwordResetPerAccount
    for (let index = 0; index < limit; index++) {
      expect((await apiRequest(app, '/api/auth/password-reset', { method: 'POST', body: { email: user.email }, address: freshAddress() })).status).toBe(202)
    }

    const limited = await apiRequest(app, '/api/auth/password-reset', { method: 'POST', body: { email: user.email }, address: freshAddress() })
    expect(limited.status).toBe(429)
  })
})

describe('the database-backed limiter', () => {
  const rule = { name: 'test:clock', limit: 2, windowSeconds: 60 }
  const at = (seconds: number) => new Date(Date.UTC(2030, 0, 1, 12, 0, seconds))

  it('counts within a window that starts at the first hit, then starts a new one', async () => {
    const hit = (seconds: number) => checkRateLimits({ checks: [{ rule, identifier: 'clock' }], now: at(seconds) })

    expect(await hit(0)).toBeNull()
    expect(await hit(10)).toBeNull()
    expect(await hit(15)).toEqual({ retryAfterSeconds: 45, message: 'Too many attempts. Please wait 45 seconds and try again.' })
    expect(await hit(59)).toMatchObject({ retryAfterSeconds: 1 })
    expect(await hit(60)).toBeNull()
  })

  it('holds across app instances, since the count lives in the database', async () => {
    const otherProcess = createApp()
    const user = await createUser()
    const { limit } = RATE_LIMITS.passwordResetPerAccount
    for (let index = 0; index < limit; index++) {
      const instance = index % 2 === 0 ? app : otherProcess
      await apiRequest(instance, '/api/auth/password-reset', { method: 'POST', body: { email: user.email }, address: freshAddress() })
    }

    expect((await apiRequest(otherProcess, '/api/auth/password-reset', { method: 'POST', body: { email: user.email }, address: freshAddress() })).status).toBe(429)
  })
})
