import { Hono } from 'hono'
import {
  RATE_LIMITS,
  ZChangeEmailRequest,
  ZChangePasswordRequest,
  ZConfirmEmailRequest,
  ZConfirmedEmailResponse,
  ZDeleteAccountRequest,
  ZMessageResponse,
  ZRevokedResponse,
  ZUpdateAccountRequest,
  ZUserResponse,
  changePassword,
  checkRateLimits,
  confirmEmail,
  deleteAccount,
  requestEmailChange,
  revokeUserSessions,
  serializeSessionCookie,
  updateAccount,
  type TSessionUser,
} from '../../accounts/index.ts'
import { type AuthEnv, requireUserMiddleware } from '../auth-middleware.ts'
import { clientAddress } from '../client-address.ts'
import { ZApiError, registerOpenApiOperation } from '../openapi.ts'
import { rateLimitedResponse } from '../rate-limit.ts'
import { validate } from '../validate.ts'

/** Password checks on this page are limited per account: a stolen session cannot guess the password. */
function checkPasswordAttempts(user: TSessionUser) {
  return checkRateLimits({ checks: [{ rule: RATE_LIMITS.accountSecurityPerAccount, identifier: `user:${user.id}` }] })
}

/** The signed-in member's own account (the /account page uses the same domain functions). */
export const accountRoutes = new Hono<AuthEnv>()
  // GET /api/account – the signed-in member's account
  .get('/account', requireUserMiddleware, (c) => {
    c.header('Cache-Control', 'private, no-store')

    return c.json({ user: c.var.user })
  })
  // PATCH /api/account – change the display name
  .patch('/account', requireUserMiddleware, validate('json', ZUpdateAccountRequest), async (c) => {
    const user = await updateAccount({ userId: c.var.user.id, ...c.req.valid('json') })

    return c.json({ user })
  })
  // POST /api/account/email – mail a confirmation link to a new address (current password required)
  .post('/account/email', requireUserMiddleware, validate('json', ZChangeEmailRequest), async (c) => {
    const refusal = await checkPasswordAttempts(c.var.user)
    if (refusal) return rateLimitedResponse(c, refusal)
    await requestEmailChange({ userId: c.var.user.id, ...c.req.valid('json') })

    return c.json({ message: 'We sent a confirmation link to the new address. Your email changes when you follow it.' }, 202)
  })
  // POST /api/account/email/confirm – follow a confirmation link (the token is the proof; no session needed)
  .post('/account/email/confirm', validate('json', ZConfirmEmailRequest), async (c) => {
    const user = await confirmEmail(c.req.valid('json'))

    return c.json({ user: { id: user.id, email: user.email, emailVerifiedAt: user.emailVerifiedAt } })
  })
  // POST /api/account/password – change the password; every other session ends, this one is renewed
  .post('/account/password', requireUserMiddleware, validate('json', ZChangePasswordRequest), async (c) => {
    const refusal = await checkPasswordAttempts(c.var.user)
    if (refusal) return rateLimitedResponse(c, refusal)
    const session = await changePassword({ userId: c.var.user.id, ...c.req.valid('json'), userAgent: c.req.header('user-agent'), ip: clientAddress(c) })
    c.header('Set-Cookie', serializeSessionCookie(session), { append: true })

    return c.json({ message: 'Your password was changed. Other devices were signed out.' })
  })
  // POST /api/account/sign-out-everywhere – end every session of the account, this one included
  .post('/account/sign-out-everywhere', requireUserMiddleware, async (c) => {
    const revoked = await revokeUserSessions({ userId: c.var.user.id })
    c.header('Set-Cookie', serializeSessionCookie({ token: null }), { append: true })

    return c.json({ revoked })
  })
  // DELETE /api/account – delete (anonymise) the account; reviews stay as "Deleted user"
  .delete('/account', requireUserMiddleware, validate('json', ZDeleteAccountRequest), async (c) => {
    const refusal = await checkPasswordAttempts(c.var.user)
    if (refusal) return rateLimitedResponse(c, refusal)
    await deleteAccount({ userId: c.var.user.id, ...c.req.valid('json') })
    c.header('Set-Cookie', serializeSessionCookie({ token: null }), { append: true })

    return c.body(null, 204)
  })

const UNAUTHORIZED = { description: 'Not signed in.', schema: ZApiError }
const WRONG_PASSWORD = { description: 'A field is invalid, or the current password is wrong.', schema: ZApiError }
const TOO_MANY = { description: 'Too many password attempts: wait Retry-After seconds.', schema: ZApiError }

registerOpenApiOperation({
  method: 'get',
  path: '/api/account',
  summary: 'Your account',
  tags: ['Accounts'],
  responses: { 200: { description: 'The signed-in member.', schema: ZUserResponse }, 401: UNAUTHORIZED },
})

registerOpenApiOperation({
  method: 'patch',
  path: '/api/account',
  summary: 'Change your display name',
  tags: ['Accounts'],
  requestBody: ZUpdateAccountRequest,
  responses: { 200: { description: 'Saved.', schema: ZUserResponse }, 400: WRONG_PASSWORD, 401: UNAUTHORIZED },
})

registerOpenApiOperation({
  method: 'post',
  path: '/api/account/email',
  summary: 'Change your email',
  description: 'Mails a confirmation link to the new address (the old one gets a notice); the email changes when the link is followed.',
  tags: ['Accounts'],
  requestBody: ZChangeEmailRequest,
  responses: {
    202: { description: 'Link sent.', schema: ZMessageResponse },
    400: WRONG_PASSWORD,
    401: UNAUTHORIZED,
    409: { description: 'Another account uses this email.', schema: ZApiError },
    429: TOO_MANY,
  },
})

registerOpenApiOperation({
  method: 'post',
  path: '/api/account/email/confirm',
  summary: 'Confirm an email address',
  description: 'Follows a mailed confirmation link (new address or sign-up welcome). The token is the proof: no session needed.',
  tags: ['Accounts'],
  requestBody: ZConfirmEmailRequest,
  responses: {
    200: { description: 'Confirmed.', schema: ZConfirmedEmailResponse },
    400: { description: 'The link is invalid, used or expired.', schema: ZApiError },
    409: { description: 'Another account took the address meanwhile.', schema: ZApiError },
  },
})

registerOpenApiOperation({
  method: 'post',
  path: '/api/account/password',
  summary: 'Change your password',
  description: 'Every session of the account ends; this browser gets a fresh session cookie.',
  tags: ['Accounts'],
  requestBody: ZChangePasswordRequest,
  responses: { 200: { description: 'Changed.', schema: ZMessageResponse }, 400: WRONG_PASSWORD, 401: UNAUTHORIZED, 429: TOO_MANY },
})

registerOpenApiOperation({
  method: 'post',
  path: '/api/account/sign-out-everywhere',
  summary: 'Sign out everywhere',
  description: 'Ends every session of the account, this one included.',
  tags: ['Accounts'],
  responses: { 200: { description: 'Signed out everywhere.', schema: ZRevokedResponse }, 401: UNAUTHORIZED },
})

registerOpenApiOperation({
  method: 'delete',
  path: '/api/account',
  summary: 'Delete your account',
  description: 'Anonymises the account (name, email and password removed); reviews stay, shown as by "Deleted user". The last admin cannot delete their account.',
  tags: ['Accounts'],
  requestBody: ZDeleteAccountRequest,
  responses: {
    204: { description: 'Deleted.' },
    400: WRONG_PASSWORD,
    401: UNAUTHORIZED,
    409: { description: 'You are the last admin.', schema: ZApiError },
    429: TOO_MANY,
  },
})
