import { redirect } from 'react-router'
import { z } from 'zod'
import {
  RATE_LIMITS,
  ZChangeEmailRequest,
  ZChangePasswordRequest,
  ZDeleteAccountRequest,
  ZUpdateAccountRequest,
  changePassword,
  deleteAccount,
  requestEmailChange,
  revokeUserSessions,
  serializeSessionCookie,
  updateAccount,
} from '../../../server/accounts/index.ts'
import { pageAction, type TPageRateLimit } from '../../lib/page-action.server.ts'
import type { TFormResult } from '../../lib/form-result.ts'

export type TAccountIntent = 'name' | 'email' | 'password' | 'sign-out-everywhere' | 'delete'

const signedOutCookie = () => ({ 'Set-Cookie': serializeSessionCookie({ token: null }) })

/** Password checks on the account page share the API's per-account budget. */
const PASSWORD_ATTEMPTS: [TPageRateLimit<unknown>] = [{ rule: RATE_LIMITS.accountSecurityPerAccount, by: 'user' }]
const WRITES: [TPageRateLimit<unknown>] = [{ rule: RATE_LIMITS.writePerAccount, by: 'user' }]

const wrongPasswordIn = (field: string) => (error: { details?: Record<string, unknown> }) => (error.details?.reason === 'WRONG_PASSWORD' ? field : undefined)

/** The account page's forms; each posts an `intent` and gets its own answer back. */
export const accountAction = pageAction({
  guard: 'user',
  intents: (intent) => ({
    name: intent({
      rateLimit: WRITES,
      schema: ZUpdateAccountRequest,
      handler: async ({ user, input }) => {
        await updateAccount({ userId: user.id, ...input })

        return { intent: 'name', ok: true, message: 'Your name was saved.' } satisfies TFormResult
      },
    }),
    'sign-out-everywhere': intent({
      rateLimit: WRITES,
      schema: z.object({}),
      handler: async ({ user }) => {
        await revokeUserSessions({ userId: user.id })

        return redirect('/sign-in?notice=signed-out-everywhere', { headers: signedOutCookie() })
      },
    }),
    email: intent({
      rateLimit: PASSWORD_ATTEMPTS,
      schema: ZChangeEmailRequest,
      errorField: wrongPasswordIn('currentPassword'),
      handler: async ({ user, input }) => {
        await requestEmailChange({ userId: user.id, ...input })

        return { intent: 'email', ok: true, message: 'We sent a confirmation link to the new address. Your email changes when you follow it.' } satisfies TFormResult
      },
    }),
    password: intent({
      rateLimit: PASSWORD_ATTEMPTS,
      schema: ZChangePasswordRequest,
      errorField: wrongPasswordIn('currentPassword'),
      handler: async ({ request, context, user, input }) => {
        const session = await changePassword({ userId: user.id, ...input, userAgent: request.headers.get('user-agent'), ip: context.clientAddress })

        return redirect('/account?notice=password-changed', { headers: { 'Set-Cookie': serializeSessionCookie(session) } })
      },
    }),
    delete: intent({
      rateLimit: PASSWORD_ATTEMPTS,
      schema: ZDeleteAccountRequest,
      errorField: wrongPasswordIn('password'),
      handler: async ({ user, input }) => {
        await deleteAccount({ userId: user.id, ...input })

        return redirect('/sign-in?notice=account-deleted', { headers: signedOutCookie() })
      },
    }),
  }),
})
