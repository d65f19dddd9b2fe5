import { describe, expect, it } from 'vitest'
import { ACCOUNT_LOCKED_MESSAGE, DELETED_USER_NAME } from '../../../server/accounts/index.ts'
import { createApp } from '../../../server/http/app.ts'
import { apiRequest, createUser, sessionCookieFor } from '../../support/auth.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgent } from '../../support/factories/agents.ts'
import { createReview } from '../../support/factories/reviews.ts'

setupTestDatabase()
const app = createApp()

async function signedInAdmin() {
  const admin = await createUser({ role: 'admin' })

  return { admin, cookie: await sessionCookieFor(admin) }
}

async function listedUser(cookie: string, email: string) {
  const { users } = await (await apiRequest(app, `/api/admin/users?search=${encodeURIComponent(email)}`, { cookie })).json()

  return users[0]
}

describe('admin user management', () => {
  it('locks an account: its sessions end at once and sign-in is refused with a clear message; unlocking lets it back in', async () => {
    const { cookie } = await signedInAdmin()
    const member = await createUser()
    const memberCookie = await sessionCookieFor(member)
    expect((await apiRequest(app, '/api/account', { cookie: memberCookie })).status).toBe(200)

    const locked = await apiRequest(app, `/api/admin/users/${member.id}/lock`, { method: 'POST', cookie, body: { isLocked: true } })
    expect(locked.status).toBe(200)
    expect(await locked.json()).toMatchObject({ isLocked: true, revokedSessions: 1 })
    expect((await apiRequest(app, '/api/account', { cookie: memberCookie })).status).toBe(401)
    const refused = await apiRequest(app, '/api/auth/sign-in', { method: 'POST', body: { email: member.email, password: member.password }, address: '198.51.100.7' })
    expect(refused.status).toBe(403)
    expect((await refused.json()).error.message).toBe(ACCOUNT_LOCKED_MESSAGE)
    // A wrong password still says only that the credentials are wrong: the lock is not revealed.
    const guessed = await apiRequest(app, '/api/auth/sign-in', { method: 'POST', body: { email: member.email, password: 'not the password at all' }, address: '198.51.100.8' })
    expect(guessed.status).toBe(401)
    expect((await listedUser(cookie, member.email)).lockedAt).not.toBeNull()

    expect((await apiRequest(app, `/api/admin/users/${member.id}/lock`, { method: 'POST', cookie, body: { isLocked: false } })).status).toBe(200)
    const again = await apiRequest(app, '/api/auth/sign-in', { method: 'POST', body: { email: member.email, password: member.password }, address: '198.51.100.9' })
    expect(again.status).toBe(200)
  })

  it('grants and revokes builder', async () => {
    const { cookie } = await signedInAdmin()
    const member = await createUser()

    await apiRequest(app, `/api/admin/users/${member.id}/builder`, { method: 'POST', cookie, body: { isBuilder: true } })
    expect(await listedUser(cookie, member.email)).toMatchObject({ isBuilder: true, isBuilderGranted: true })

    await apiRequest(app, `/api/admin/users/${member.id}/builder`, { method: 'POST', cookie, body: { isBuilder: false } })
    expect(await listedUser(cookie, member.email)).toMatchObject({ isBuilder: false, isBuilderGranted: false })
  })

  it('deletes an account with its personal data; the member’s reviews stay, signed "Deleted user"', async () => {
    const { cookie } = await signedInAdmin()
    const member = await createUser({ name: 'Removable Reviewer' })
    const agent = await createAgent()
    await createReview({ agentId: agent.id, userId: member.id, title: 'Kept after deletion' })

    const deleted = await apiRequest(app, `/api/admin/users/${member.id}`, { method: 'DELETE', cookie })

    expect(deleted.status).toBe(200)
    expect(await listedUser(cookie, member.email)).toBeUndefined()
    const { reviews } = await (await apiRequest(app, `/api/agents/${agent.id}/reviews`)).json()
    expect(reviews).toEqual([expect.objectContaining({ title: 'Kept after deletion', authorName: DELETED_USER_NAME })])
    const signIn = await apiRequest(app, '/api/auth/sign-in', { method: 'POST', body: { email: member.email, password: member.password }, address: '198.51.100.10' })
    expect(signIn.status).toBe(401)
  })

  it('never lets an admin lock or delete themselves, nor remove the last admin rights', async () => {
    const admin = await createUser({ role: 'admin' })
    const cookie = await sessionCookieFor(admin)

    const lockSelf = await apiRequest(app, `/api/admin/users/${admin.id}/lock`, { method: 'POST', cookie, body: { isLocked: true } })
    const deleteSelf = await apiRequest(app, `/api/admin/users/${admin.id}`, { method: 'DELETE', cookie })

    expect(lockSelf.status).toBe(409)
    expect(deleteSelf.status).toBe(409)
    expect((await apiRequest(app, '/api/account', { cookie })).status).toBe(200)
  })

  it('answers 404 for an unknown account and 400 for a malformed body', async () => {
    const { cookie } = await signedInAdmin()

    expect((await apiRequest(app, '/api/admin/users/987654/lock', { method: 'POST', cookie, body: { isLocked: true } })).status).toBe(404)
    expect((await apiRequest(app, '/api/admin/users/987654', { method: 'DELETE', cookie })).status).toBe(404)
    expect((await apiRequest(app, '/api/admin/users/1/builder', { method: 'POST', cookie, body: {} })).status).toBe(400)
  })
})
