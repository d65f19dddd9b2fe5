import { Hono } from 'hono'
import {
  PASSWORD_RESET_REQUESTED_MESSAGE,
  RATE_LIMITS,
  ZMessageResponse,
  ZPasswordResetConfirmRequest,
  ZPasswordResetRequest,
  ZSignInRequest,
  ZSignUpRequest,
  ZUserResponse,
  checkRateLimits,
  checkSignInThrottle,
  requestPasswordReset,
  resetPassword,
  revokeSession,
  serializeSessionCookie,
  signIn,
  signUp,
} from '../../accounts/index.ts'
import { AppError } from '../../shared/errors.ts'
import { ZApiError, registerOpenApiOperation } from '../openapi.ts'
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
    const refusal =
      (await checkRateLimits({ checks: [{ rule: RATE_LIMITS.signInPerAddress, identifier: address }] })) ??
      (await checkSignInThrottle({ email: body.email, address }))
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

const SESSION_COOKIE_NOTE = 'The session travels in an HttpOnly, SameSite=Lax cookie (`__Host-atlas_session` in production). State-changing calls must come from the site’s own origin (Origin or Sec-Fetch-Site), or carry no session cookie.'

registerOpenApiOperation({
  method: 'post',
  path: '/api/auth/sign-up',
  summary: 'Create an account',
  description: `Creates a member account, signs it in (sets the session cookie) and mails a link to confirm the address. ${SESSION_COOKIE_NOTE}`,
  tags: ['Accounts'],
  requestBody: ZSignUpRequest,
  responses: {
    201: { description: 'Signed up and signed in.', schema: ZUserResponse },
    400: { description: 'A field is invalid (the message names it).', schema: ZApiError },
    409: { description: 'An account with this email exists.', schema: ZApiError },
    429: { description: 'Too many attempts: wait Retry-After seconds.', schema: ZApiError },
  },
})

registerOpenApiOperation({
  method: 'post',
  path: '/api/auth/sign-in',
  summary: 'Sign in',
  description: 'Checks the password and starts a new session; the session the browser had ends. An unknown email and a wrong password get the same answer.',
  tags: ['Accounts'],
  requestBody: ZSignInRequest,
  responses: {
    200: { description: 'Signed in.', schema: ZUserResponse },
    401: { description: 'Email or password is incorrect.', schema: ZApiError },
    429: { description: 'Too many attempts: wait Retry-After seconds.', schema: ZApiError },
  },
})

registerOpenApiOperation({
  method: 'post',
  path: '/api/auth/sign-out',
  summary: 'Sign out',
  description: 'Ends this session and deletes the cookie.',
  tags: ['Accounts'],
  responses: { 204: { description: 'Signed out.' } },
})

registerOpenApiOperation({
  method: 'get',
  path: '/api/auth/me',
  summary: 'The signed-in user',
  tags: ['Accounts'],
  responses: {
    200: { description: 'Who is signed in.', schema: ZUserResponse },
    401: { description: 'Not signed in.', schema: ZApiError },
  },
})

registerOpenApiOperation({
  method: 'post',
  path: '/api/auth/password-reset',
  summary: 'Ask for a password-reset link',
  description: 'Mails a one-time link (valid one hour) when the email has an account. The answer is the same either way.',
  tags: ['Accounts'],
  requestBody: ZPasswordResetRequest,
  responses: {
    202: { description: 'Accepted.', schema: ZMessageResponse },
    429: { description: 'Too many attempts: wait Retry-After seconds.', schema: ZApiError },
  },
})

registerOpenApiOperation({
  method: 'post',
  path: '/api/auth/password-reset/confirm',
  summary: 'Set a new password from a reset link',
  description: 'The token from the mailed link works once. Every session of the account ends.',
  tags: ['Accounts'],
  requestBody: ZPasswordResetConfirmRequest,
  responses: {
    200: { description: 'The password changed.', schema: ZMessageResponse },
    400: { description: 'The link is invalid, used or expired, or the password is too short.', schema: ZApiError },
    429: { description: 'Too many attempts: wait Retry-After seconds.', schema: ZApiError },
  },
})
