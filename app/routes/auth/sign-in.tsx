import { Form, Link, redirect, useNavigation } from 'react-router'
import {
  RATE_LIMITS,
  ZSignInRequest,
  checkRateLimits,
  getOptionalUser,
  readSessionToken,
  safeRedirectPath,
  serializeSessionCookie,
  signIn,
} from '../../../server/accounts/index.ts'
import { Button } from '../../ui/button.tsx'
import type { Route } from './+types/sign-in'
import { type TFormResult, formErrorFrom, invalidForm, rateLimitedForm, parseForm } from './form.server.ts'
import { AuthCard, FormField, FormMessage } from './form-field.tsx'

export function meta() {
  return [{ title: 'Sign in | Agent Atlas' }, { name: 'robots', content: 'noindex' }]
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const redirectTo = safeRedirectPath(url.searchParams.get('redirectTo'))
  if (await getOptionalUser(request)) throw redirect(redirectTo)

  return { redirectTo, notice: url.searchParams.get('notice') }
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData()
  const redirectTo = safeRedirectPath(formData.get('redirectTo'))
  const parsed = parseForm(formData, ZSignInRequest)
  if (!parsed.data) return invalidForm(parsed.fieldErrors)

  const refusal = await checkRateLimits({
    checks: [
      { rule: RATE_LIMITS.signInPerAddress, identifier: context.clientAddress },
      { rule: RATE_LIMITS.signInPerAccount, identifier: parsed.data.email },
    ],
  })
  if (refusal) return rateLimitedForm(refusal)

  try {
    const { session } = await signIn({
      ...parsed.data,
      previousToken: readSessionToken(request.headers.get('cookie')),
      userAgent: request.headers.get('user-agent'),
      ip: context.clientAddress,
    })

    return redirect(redirectTo, { headers: { 'Set-Cookie': serializeSessionCookie(session) } })
  } catch (error) {
    return formErrorFrom(error)
  }
}

const NOTICES: Record<string, string> = {
  'password-reset': 'Your password was changed. Sign in with the new password.',
  'signed-out': 'You are signed out.',
  'signed-out-everywhere': 'You are signed out on every device.',
  'account-deleted': 'Your account was deleted.',
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as TFormResult | undefined
  const isSubmitting = useNavigation().state === 'submitting'
  const notice = loaderData.notice ? NOTICES[loaderData.notice] : undefined
  const signUpLink = loaderData.redirectTo === '/' ? '/sign-up' : `/sign-up?redirectTo=${encodeURIComponent(loaderData.redirectTo)}`

  return (
    <AuthCard
      title="Sign in"
      lead="Welcome back. Sign in to review agents, save them and manage your listings."
      footer={
        <>
          <p>
            <Link to="/forgot-password" className="font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-100">
              Forgot your password?
            </Link>
          </p>
          <p>
            New here?{' '}
            <Link to={signUpLink} className="font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-100">
              Create an account
            </Link>
          </p>
        </>
      }
    >
      {notice && !result ? <FormMessage>{notice}</FormMessage> : null}
      {result?.message ? <FormMessage isError>{result.message}</FormMessage> : null}
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <FormField label="Email" name="email" type="email" autoComplete="email" required error={result?.fieldErrors?.email} />
        <FormField label="Password" name="password" type="password" autoComplete="current-password" required error={result?.fieldErrors?.password} />
        <Button type="submit" disabled={isSubmitting}>
          Sign in
        </Button>
      </Form>
    </AuthCard>
  )
}
