import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { db } from '../../../db/client.ts'
import { oneTimeTokens } from '../../../db/schema/index.ts'
import { PASSWORD_RESET_REQUESTED_MESSAGE } from '../../../server/accounts/index.ts'
import { hashToken } from '../../../server/accounts/random-token.ts'
import { createApp } from '../../../server/http/app.ts'
import { findOutboxMessages } from '../../../server/mail/index.ts'
import { backgroundWork } from '../../../server/shared/background-work.ts'
import { apiRequest, createUser, signIn } from '../../support/auth.ts'
import { setupTestDatabase } from '../../support/database.ts'

setupTestDatabase()
const app = createApp()

async function requestReset(email: string) {
  const response = await apiRequest(app, '/api/auth/password-reset', { method: 'POST', body: { email }, address: `192.0.2.${Math.floor(Math.random() * 250)}` })
  // The mail is made after the answer (equal work for known and unknown addresses): wait for it.
  await backgroundWork.settle()

  return response
}

/** The token in the newest reset mail to `email`. */
async function resetTokenFromMail(email: string): Promise<string> {
  const [mail] = await findOutboxMessages({ to: email })
  const token = mail?.text.match(/\/reset-password\?token=([\w-]+)/)?.[1]
  if (!token) throw new Error(`No reset link in the newest mail to ${email}`)

  return token
}

function confirm(token: string, password: string) {
  return apiRequest(app, '/api/auth/password-reset/confirm', { method: 'POST', body: { token, password } })
}

describe('password reset', () => {
  it('answers 202 with the same message whether or not the email has an account, and mails only real accounts', async () => {
    const user = await createUser()
    const known = await requestReset(user.email)
    const unknown = await requestReset('nobody@example.test')

    expect(known.status).toBe(202)
    expect(unknown.status).toBe(202)
    expect(await known.json()).toEqual({ message: PASSWORD_RESET_REQUESTED_MESSAGE })
    expect(await unknown.json()).toEqual({ message: PASSWORD_RESET_REQUESTED_MESSAGE })
    expect(await findOutboxMessages({ to: 'nobody@example.test' })).toEqual([])
    const [mail] = await findOutboxMessages({ to: user.email })
    expect(mail?.subject).toBe('Reset your Agent Atlas password')
  })

  it('sets the new password, signs out every session, and the old password stops working', async () => {
    const user = await createUser()
    const session = await signIn(app, user)
    await requestReset(user.email)
    const response = await confirm(await resetTokenFromMail(user.email), 'a brand new password')

    expect(response.status).toBe(200)
    expect((await apiRequest(app, '/api/auth/me', { cookie: session })).status).toBe(401)
    const old = await apiRequest(app, '/api/auth/sign-in', { method: 'POST', body: { email: user.email, password: user.password } })
    expect(old.status).toBe(401)
    await expect(signIn(app, { email: user.email, password: 'a brand new password' })).resolves.toMatch(/^atlas_session=/)
  })

  it('refuses a link used once already', async () => {
    const user = await createUser()
    await requestReset(user.email)
    const token = await resetTokenFromMail(user.email)
    await confirm(token, 'a brand new password')
    const reused = await confirm(token, 'another new password')

    expect(reused.status).toBe(400)
    expect((await reused.json()).error.message).toMatch(/invalid, already used or expired/)
    await expect(signIn(app, { email: user.email, password: 'a brand new password' })).resolves.toBeTruthy()
  })

  it('refuses an expired link', async () => {
    const user = await createUser()
    await requestReset(user.email)
    const token = await resetTokenFromMail(user.email)
    // An hour has passed: move the expiry into the past rather than waiting.
    await db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeTokens.id, hashToken(token)))

    const response = await confirm(token, 'a brand new password')
    expect(response.status).toBe(400)
    await expect(signIn(app, user)).resolves.toBeTruthy()
  })

  it('keeps only the newest link valid', async () => {
    const user = await createUser()
    await requestReset(user.email)
    const first = await resetTokenFromMail(user.email)
    await requestReset(user.email)
    const second = await resetTokenFromMail(user.email)

    expect((await confirm(first, 'a brand new password')).status).toBe(400)
    expect((await confirm(second, 'a brand new password')).status).toBe(200)
  })

  it('refuses a made-up token and a too-short new password', async () => {
    expect((await confirm('x'.repeat(43), 'a brand new password')).status).toBe(400)
    const user = await createUser()
    await requestReset(user.email)
    expect((await confirm(await resetTokenFromMail(user.email), 'short')).status).toBe(400)
  })
})
