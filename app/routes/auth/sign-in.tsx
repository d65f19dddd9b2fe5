import { Form, Link, redirect } from 'react-router'
import {
  RATE_LIMITS,
  ZSignInRequest,
  checkSignInThrottle,
  getOptionalUser,
  readSessionToken,
  safeRedirectPath,
  serializeSessionCookie,
  signIn,
} from '../../../server/accounts/index.ts'
import type { Route } from './+types/sign-in'
import { PageActionRefusal, pageAction } from '../../lib/page-action.server.ts'
import type { TFormResult } from '../../lib/form-result.ts'
import { AuthCard } from '../../components/auth-card.tsx'
import { FormMessage, InputField, SubmitButton } from '../../ui/form.tsx'

export function meta() {
  return [{ title: 'Sign in | Agent Atlas' }, { name: 'robots', content: 'noindex' }]
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const redirectTo = safeRedirectPath(url.searchParams.get('redirectTo'))
  if (await getOptionalUser(request)) throw redirect(redirectTo)

  return { redirectTo, notice: url.searchParams.get('notice') }
}

export const action = pageAction({
  guard: 'anyone',
  // The same buckets as POST /api/auth/sign-in.
  rateLimit: [{ rule: RATE_LIMITS.signInPerAddress, by: ({ address }) => address }],
  schema: ZSignInRequest,
  handler: async ({ request, context, input, formData }) => {
    // Growing waits per account and address, as POST /api/auth/sign-in (no lockout of the owner).
    const refusal = await checkSignInThrottle({ email: input.email, address: context.clientAddress })
    if (refusal) throw new PageActionRefusal({ status: 429, message: refusal.message, retryAfterSeconds: refusal.retryAfterSeconds })
    const { session } = await signIn({
      ...input,
      previousToken: readSessionToken(request.headers.get('cookie')),
      userAgent: request.headers.get('user-agent'),
      ip: context.clientAddress,
    })

    return redirect(safeRedirectPath(formData.get('redirectTo')), { headers: { 'Set-Cookie': serializeSessionCookie(session) } })
  },
})

const NOTICES: Record<string, string> = {
  'password-reset': 'Your password was changed. Sign in with the new password.',
  'signed-out': 'You are signed out.',
  'signed-out-everywhere': 'You are signed out on every device.',
  'account-deleted': 'Your account was deleted.',
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as TFormResult | undefined
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
        <InputField label="Email" name="email" type="email" autoComplete="email" required error={result?.fieldErrors?.email} />
        <InputField label="Password" name="password" type="password" autoComplete="current-password" required error={result?.fieldErrors?.password} />
        <SubmitButton>
          Sign in
        </SubmitButton>
      </Form>
    </AuthCard>
  )
}
