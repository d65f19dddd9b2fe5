import { redirect } from 'react-router'
import {
  RATE_LIMITS,
  ZChangeEmailRequest,
  ZChangePasswordRequest,
  ZDeleteAccountRequest,
  ZUpdateAccountRequest,
  changePassword,
  checkRateLimits,
  deleteAccount,
  requestEmailChange,
  revokeUserSessions,
  serializeSessionCookie,
  updateAccount,
  type TSessionUser,
} from '../../../server/accounts/index.ts'
import { type TFormResult, formErrorFrom, invalidForm, parseForm, rateLimitedForm } from '../auth/form.server.ts'

export type TAccountIntent = 'name' | 'email' | 'password' | 'sign-out-everywhere' | 'delete'

type AccountActionOptions = { user: TSessionUser; formData: FormData; userAgent: string | null; clientAddress: string }

const signedOutCookie = () => ({ 'Set-Cookie': serializeSessionCookie({ token: null }) })

/** Password checks on the account page are limited per account, as in the API. */
function checkPasswordAttempts(user: TSessionUser) {
  return checkRateLimits({ checks: [{ rule: RATE_LIMITS.accountSecurityPerAccount, identifier: `user:${user.id}` }] })
}

/** The account page's forms; each posts an `intent` and gets its own answer back. */
export async function runAccountAction({ user, formData, userAgent, clientAddress }: AccountActionOptions) {
  const intent = String(formData.get('intent')) as TAccountIntent

  if (intent === 'name') {
    const parsed = parseForm(formData, ZUpdateAccountRequest)
    if (!parsed.data) return invalidForm(parsed.fieldErrors, intent)
    await updateAccount({ userId: user.id, ...parsed.data })

    return { intent, ok: true, message: 'Your name was saved.' } satisfies TFormResult
  }

  if (intent === 'sign-out-everywhere') {
    await revokeUserSessions({ userId: user.id })

    return redirect('/sign-in?notice=signed-out-everywhere', { headers: signedOutCookie() })
  }

  try {
    if (intent === 'email') {
      const parsed = parseForm(formData, ZChangeEmailRequest)
      if (!parsed.data) return invalidForm(parsed.fieldErrors, intent)
      const refusal = await checkPasswordAttempts(user)
      if (refusal) return rateLimitedForm(refusal, intent)
      await requestEmailChange({ userId: user.id, ...parsed.data })

      return { intent, ok: true, message: 'We sent a confirmation link to the new address. Your email changes when you follow it.' } satisfies TFormResult
    }
    if (intent === 'password') {
      const parsed = parseForm(formData, ZChangePasswordRequest)
      if (!parsed.data) return invalidForm(parsed.fieldErrors, intent)
      const refusal = await checkPasswordAttempts(user)
      if (refusal) return rateLimitedForm(refusal, intent)
      const session = await changePassword({ userId: user.id, ...parsed.data, userAgent, ip: clientAddress })

      return redirect('/account?notice=password-changed', { headers: { 'Set-Cookie': serializeSessionCookie(session) } })
    }
    if (intent === 'delete') {
      const parsed = parseForm(formData, ZDeleteAccountRequest)
      if (!parsed.data) return invalidForm(parsed.fieldErrors, intent)
      const refusal = await checkPasswordAttempts(user)
      if (refusal) return rateLimitedForm(refusal, intent)
      await deleteAccount({ userId: user.id, ...parsed.data })

      return redirect('/sign-in?notice=account-deleted', { headers: signedOutCookie() })
    }
  } catch (error) {
    const isWrongPassword = error instanceof Error && 'details' in error && (error.details as { reason?: string } | undefined)?.reason === 'WRONG_PASSWORD'
    const passwordField = intent === 'delete' ? 'password' : 'currentPassword'

    return formErrorFrom(error, intent, isWrongPassword ? passwordField : undefined)
  }

  return invalidForm({ form: 'This form is not known. Reload the page and try again.' }, intent)
}
