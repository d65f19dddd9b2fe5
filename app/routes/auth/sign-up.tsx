import { Form, Link, redirect } from 'react-router'
import {
  RATE_LIMITS,
  ZSignUpRequest,
  getOptionalUser,
  safeRedirectPath,
  serializeSessionCookie,
  signUp,
} from '../../../server/accounts/index.ts'
// Browser-safe (zod only): the components use the same rules as the server's schemas.
import { PASSWORD_MIN_LENGTH } from '../../../server/accounts/accounts.schemas.ts'
import type { Route } from './+types/sign-up'
import { pageAction } from '../../lib/page-action.server.ts'
import type { TFormResult } from '../../lib/form-result.ts'
import { AuthCard } from '../../components/auth-card.tsx'
import { FormMessage, InputField, SubmitButton } from '../../ui/form.tsx'

export function meta() {
  return [{ title: 'Create an account | Agent Atlas' }, { name: 'robots', content: 'noindex' }]
}

export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get('redirectTo'))
  if (await getOptionalUser(request)) throw redirect(redirectTo)

  return { redirectTo }
}

export const action = pageAction({
  guard: 'anyone',
  // The same bucket as POST /api/auth/sign-up.
  rateLimit: [{ rule: RATE_LIMITS.signUpPerAddress, by: ({ address }) => address }],
  schema: ZSignUpRequest,
  errorField: () => 'email',
  handler: async ({ request, context, input, formData }) => {
    const { session } = await signUp({ ...input, userAgent: request.headers.get('user-agent'), ip: context.clientAddress })

    return redirect(safeRedirectPath(formData.get('redirectTo'), '/account?notice=welcome'), { headers: { 'Set-Cookie': serializeSessionCookie(session) } })
  },
})

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as TFormResult | undefined

  return (
    <AuthCard
      title="Create an account"
      lead="Free. Review and save agents, submit new ones, and list your own."
      footer={
        <p>
          Already have an account?{' '}
          <Link to="/sign-in" className="font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-100">
            Sign in
          </Link>
        </p>
      }
    >
      {result?.message ? <FormMessage isError>{result.message}</FormMessage> : null}
      <Form method="post" className="flex flex-col gap-4">
        {loaderData.redirectTo !== '/' ? <input type="hidden" name="redirectTo" value={loaderData.redirectTo} /> : null}
        <InputField label="Display name" name="name" autoComplete="name" required maxLength={80} hint="Shown with your reviews." error={result?.fieldErrors?.name} />
        <InputField label="Email" name="email" type="email" autoComplete="email" required error={result?.fieldErrors?.email} />
        <InputField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few words you will remember work well.`}
          error={result?.fieldErrors?.password}
        />
        <SubmitButton>
          Create account
        </SubmitButton>
      </Form>
    </AuthCard>
  )
}
