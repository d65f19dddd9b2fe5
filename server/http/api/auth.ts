import { Hono } from 'hono'
import {
  PASSWORD_RESET_REQUESTED_MESSAGE,
  RATE_LIMITS,
  ZPasswordResetConfirmRequest,
  ZPasswordResetRequest,
  ZSignInRequest,
  ZSignUpRequest,
  checkRateLimits,
  requestPasswordReset,
  resetPassword,
  revokeSession,
  serializeSessionCookie,
  signIn,
  signUp,
} from '../../accounts/index.ts'
import { AppError } from '../../shared/errors.ts'
import type { AuthEnv } from '../auth-middleware.ts'
import { clientAddress } from '../client-address.ts'
import { rateLimitedResponse } from '../rate-limit.ts'
import { validate } from '../validate.ts'

/** Sign-up, sign-in, sign-out, the current user, password reset. The session travels in a cookie. */
export const authRoutes = new Hono<AuthEnv>()
  // POST /api/auth/sign-up – create a member account and sign in
  .post('/auth/sign-up', validate('json', ZSignUpRequest), async (c) => {
    const body = c.req.valid('json')
    const address = clientAddress(c)
    const refusal = await checkRateLimits({ checks: [{ rule: RATE_LIMITS.signUpPerAddress, identifier: address }] })
    if (refusal) return rateLimitedResponse(c, refusal)

    const { user, session } = await signUp({ ...body, userAgent: c.req.header('user-agent'), ip: address })
    c.header('Set-Cookie', serializeSessionCookie(session), { append: true })

    return c.json({ user }, 201)
  })
  // POST /api/auth/sign-in – check the password and start a new session (the old one ends)
  .post('/auth/sign-in', validate('json', ZSignInRequest), async (c) => {
    const body = c.req.valid('json')
    const address = clientAddress(c)
    const refusal = await checkRateLimits({
      checks: [
        { rule: RATE_LIMITS.signInPerAddress, identifier: address },
        { rule: RATE_LIMITS.signInPerAccount, identifier: body.email },
      ],
    })
    if (refusal) return rateLimitedResponse(c, refusal)

    const { user, session } = await signIn({ ...body, previousToken: c.var.sessionToken, userAgent: c.req.header('user-agent'), ip: address })
    c.header('Set-Cookie', serializeSessionCookie(session), { append: true })

    return c.json({ user })
  })
  // POST /api/auth/sign-out – end this session and delete the cookie
  .post('/auth/sign-out', async (c) => {
    if (c.var.sessionToken) await revokeSession({ token: c.var.sessionToken })
    c.header('Set-Cookie', serializeSessionCookie({ token: null }), { append: true })

    return c.body(null, 204)
  })
  // GET /api/auth/me – the signed-in user; 401 for visitors
  .get('/auth/me', (c) => {
    if (!c.var.user) throw new AppError('UNAUTHORIZED', 'You are not signed in.')
    c.header('Cache-Control', 'private, no-store')

    return c.json({ user: c.var.user })
  })
  // POST /api/auth/password-reset – mail a reset link; the same 202 whether or not the email has an account
  .post('/auth/password-reset', validate('json', ZPasswordResetRequest), async (c) => {
    const { email } = c.req.valid('json')
    const refusal = await checkRateLimits({
      checks: [
        { rule: RATE_LIMITS.passwordResetPerAddress, identifier: clientAddress(c) },
        { rule: RATE_LIMITS.passwordResetPerAccount, identifier: email },
      ],
    })
    if (refusal) return rateLimitedResponse(c, refusal)

    await requestPasswordReset({ email })

    return c.json({ message: PASSWORD_RESET_REQUESTED_MESSAGE }, 202)
  })
  // POST /api/auth/password-reset/confirm – set a new password from a mailed link; signs out every session
  .post('/auth/password-reset/confirm', validate('json', ZPasswordResetConfirmRequest), async (c) => {
    const body = c.req.valid('json')
    const refusal = await checkRateLimits({ checks: [{ rule: RATE_LIMITS.passwordResetConfirmPerAddress, identifier: clientAddress(c) }] })
    if (refusal) return rateLimitedResponse(c, refusal)

    await resetPassword(body)
    c.header('Set-Cookie', serializeSessionCookie({ token: null }), { append: true })

    return c.json({ message: 'Your password was changed. Sign in with the new password.' })
  })
