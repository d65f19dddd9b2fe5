import { describe, expect, it } from 'vitest'
import type { TSessionUser } from './accounts.schemas.ts'
import { getOptionalUser } from './guards.ts'
import { sessionReadForRequest, withRequestSession } from './request-session.ts'
import { sessionCookieName } from './session-cookie.ts'

const member: TSessionUser = { id: 7, email: 'member@example.test', name: 'Member', role: 'member', emailVerifiedAt: null, createdAt: '2026-11-01T00:00:00.000Z' }
// Session tokens are base64url, 20 to 100 characters.
const TOKEN = 'sY-dtPiv9XNvcj6DFRCj1dH86J3Fne4SXz-ZjZnVw8I'
const OTHER_TOKEN = 'Qm9vdGhUb2tlbnNBcmVEaWZmZXJlbnRfX19fX19fXw'
const GONE_TOKEN = 'R29uZVRva2VuX19fX19fX19fX19fX19fX19fX19fXw'
const requestWithToken = (token: string) => new Request('http://localhost/account', { headers: { cookie: `${sessionCookieName()}=${token}` } })

describe('the session read once per request', () => {
  it('gives the loaders of the request the user the middleware looked up, without asking the database again', async () => {
    // No database is open in this test: a second look-up would throw.
    const user = await withRequestSession({ token: TOKEN, user: member }, () => getOptionalUser(requestWithToken(TOKEN)))

    expect(user).toEqual(member)
  })

  it('remembers a visitor whose cookie led nowhere as a visitor', async () => {
    await expect(withRequestSession({ token: GONE_TOKEN, user: null }, () => getOptionalUser(requestWithToken(GONE_TOKEN)))).resolves.toBeNull()
  })

  it('is scoped: another token, or code outside a request, gets nothing from it', () => {
    withRequestSession({ token: TOKEN, user: member }, () => expect(sessionReadForRequest(OTHER_TOKEN)).toBeUndefined())
    expect(sessionReadForRequest(TOKEN)).toBeUndefined()
  })
})
