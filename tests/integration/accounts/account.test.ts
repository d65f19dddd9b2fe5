import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { db } from '../../../db/client.ts'
import { users } from '../../../db/schema/index.ts'
import { DELETED_USER_NAME } from '../../../server/accounts/index.ts'
import { createApp } from '../../../server/http/app.ts'
import { findOutboxMessages } from '../../../server/mail/index.ts'
import { apiRequest, createUser, sessionCookieFrom, signIn } from '../../support/auth.ts'
import { setupTestDatabase } from '../../support/database.ts'

setupTestDatabase()
const app = createApp()

describe('the account API', () => {
  it('changes the display name', async () => {
    const user = await createUser()
    const cookie = await signIn(app, user)
    const response = await apiRequest(app, '/api/account', { method: 'PATCH', body: { name: '  Grace Hopper ' }, cookie })

    expect(response.status).toBe(200)
    expect((await response.json()).user.name).toBe('Grace Hopper')
  })

  it('changes the password: other sessions end, this browser gets a fresh session', async () => {
    const user = await createUser()
    const here = await signIn(app, user)
    const elsewhere = await signIn(app, user)
    const response = await apiRequest(app, '/api/account/password', {
      method: 'POST',
      body: { currentPassword: user.password, newPassword: 'a different password' },
      cookie: here,
    })

    expect(response.status).toBe(200)
    const renewed = sessionCookieFrom(response)!
    expect((await apiRequest(app, '/api/auth/me', { cookie: elsewhere })).status).toBe(401)
    expect((await apiRequest(app, '/api/auth/me', { cookie: here })).status).toBe(401)
    expect((await apiRequest(app, '/api/auth/me', { cookie: renewed })).status).toBe(200)
    const [notice] = await findOutboxMessages({ to: user.email })
    expect(notice?.subject).toBe('Your Agent Atlas password was changed')
  })

  it('refuses a password change with the wrong current password and changes nothing', async () => {
    const user = await createUser()
    const cookie = await signIn(app, user)
    const response = await apiRequest(app, '/api/account/password', { method: 'POST', body: { currentPassword: 'wrong password', newPassword: 'a different password' }, cookie })

    expect(response.status).toBe(400)
    expect((await response.json()).error.message).toBe('Your current password is incorrect.')
    expect((await apiRequest(app, '/api/auth/me', { cookie })).status).toBe(200)
    await expect(signIn(app, user)).resolves.toBeTruthy()
  })

  it('changes the email only after the link sent to the new address is followed', async () => {
    const user = await createUser()
    const cookie = await signIn(app, user)
    const response = await apiRequest(app, '/api/account/email', { method: 'POST', body: { email: 'New.Address@example.test', currentPassword: user.password }, cookie })

    expect(response.status).toBe(202)
    expect((await (await apiRequest(app, '/api/auth/me', { cookie })).json()).user.email).toBe(user.email)
    const [notice] = await findOutboxMessages({ to: user.email })
    expect(notice?.text).toContain('new.address@example.test')
    const [mail] = await findOutboxMessages({ to: 'new.address@example.test' })
    const token = mail?.text.match(/confirm-email\?token=([\w-]+)/)?.[1]
    const confirmed = await apiRequest(app, '/api/account/email/confirm', { method: 'POST', body: { token } })

    expect(confirmed.status).toBe(200)
    const me = await (await apiRequest(app, '/api/auth/me', { cookie })).json()
    expect(me.user.email).toBe('new.address@example.test')
    expect(me.user.emailVerifiedAt).not.toBeNull()
    expect((await apiRequest(app, '/api/account/email/confirm', { method: 'POST', body: { token } })).status).toBe(400)
  })

  it('refuses an email that another account uses', async () => {
    const user = await createUser()
    const other = await createUser()
    const cookie = await signIn(app, user)
    const response = await apiRequest(app, '/api/account/email', { method: 'POST', body: { email: other.email, currentPassword: user.password }, cookie })

    expect(response.status).toBe(409)
  })

  it('signs out everywhere', async () => {
    const user = await createUser()
    const first = await signIn(app, user)
    const second = await signIn(app, user)
    const response = await apiRequest(app, '/api/account/sign-out-everywhere', { method: 'POST', cookie: first })

    expect(await response.json()).toEqual({ revoked: 2 })
    expect((await apiRequest(app, '/api/auth/me', { cookie: first })).status).toBe(401)
    expect((await apiRequest(app, '/api/auth/me', { cookie: second })).status).toBe(401)
  })

  it('deletes the account by anonymising it: the row and id stay, the email can sign up again', async () => {
    const user = await createUser()
    const cookie = await signIn(app, user)
    const wrong = await apiRequest(app, '/api/account', { method: 'DELETE', body: { password: 'not my password' }, cookie })
    expect(wrong.status).toBe(400)

    const response = await apiRequest(app, '/api/account', { method: 'DELETE', body: { password: user.password }, cookie })

    expect(response.status).toBe(204)
    const [row] = await db.select().from(users).where(eq(users.id, user.id))
    expect(row).toMatchObject({ name: DELETED_USER_NAME, passwordHash: '' })
    expect(row?.email).not.toContain(user.email)
    expect(row?.deletedAt).not.toBeNull()
    expect((await apiRequest(app, '/api/auth/me', { cookie })).status).toBe(401)
    expect((await apiRequest(app, '/api/auth/sign-in', { method: 'POST', body: { email: user.email, password: user.password } })).status).toBe(401)
    const again = await apiRequest(app, '/api/auth/sign-up', { method: 'POST', body: { email: user.email, password: 'a long enough password', name: 'Back again' } })
    expect(again.status).toBe(201)
  })
})

describe('the admin users API', () => {
  it('lists users with their roles and lets an admin grant and revoke admin', async () => {
    const admin = await createUser({ role: 'admin' })
    const member = await createUser({ name: 'Findable Member' })
    const cookie = await signIn(app, admin)
    const list = await apiRequest(app, '/api/admin/users?search=findable', { cookie })

    expect(list.status).toBe(200)
    const body = await list.json()
    expect(body.total).toBe(1)
    expect(body.users[0]).toMatchObject({ id: member.id, role: 'member', isBuilder: false })
    expect(body.users[0]).not.toHaveProperty('passwordHash')

    const granted = await apiRequest(app, `/api/admin/users/${member.id}/role`, { method: 'POST', body: { role: 'admin' }, cookie })
    expect((await granted.json()).user.role).toBe('admin')
    const memberCookie = await signIn(app, member)
    expect((await apiRequest(app, '/api/admin/users', { cookie: memberCookie })).status).toBe(200)

    const revoked = await apiRequest(app, `/api/admin/users/${member.id}/role`, { method: 'POST', body: { role: 'member' }, cookie })
    expect((await revoked.json()).user.role).toBe('member')
    // The role is read on every request: the demoted member's session loses admin at once.
    expect((await apiRequest(app, '/api/admin/users', { cookie: memberCookie })).status).toBe(403)
  })

  it('refuses to demote the last admin', async () => {
    await db.update(users).set({ role: 'member' }).where(eq(users.role, 'admin'))
    const admin = await createUser({ role: 'admin' })
    const cookie = await signIn(app, admin)
    const response = await apiRequest(app, `/api/admin/users/${admin.id}/role`, { method: 'POST', body: { role: 'member' }, cookie })

    expect(response.status).toBe(409)
    expect((await response.json()).error.message).toMatch(/last admin/)
    const deletion = await apiRequest(app, '/api/account', { method: 'DELETE', body: { password: admin.password }, cookie })
    expect(deletion.status).toBe(409)
  })
})
