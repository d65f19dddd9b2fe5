import { Hono } from 'hono'
import {
  RATE_LIMITS,
  ZChangeEmailRequest,
  ZChangePasswordRequest,
  ZConfirmEmailRequest,
  ZDeleteAccountRequest,
  ZUpdateAccountRequest,
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
    const session = await changePassword({ userId: c.var.user.id, ...c.req.valid('json'), userAgent: c.req.header('user-agent') })
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
