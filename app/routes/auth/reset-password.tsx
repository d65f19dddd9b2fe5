import { Form, Link, redirect } from 'react-router'
import { RATE_LIMITS, ZPasswordResetConfirmRequest, resetPassword, serializeSessionCookie } from '../../../server/accounts/index.ts'
// Browser-safe (zod only): the components use the same rules as the server's schemas.
import { PASSWORD_MIN_LENGTH } from '../../../server/accounts/accounts.schemas.ts'
import type { Route } from './+types/reset-password'
import { pageAction } from '../../lib/page-action.server.ts'
import type { TFormResult } from '../../lib/form-result.ts'
import { AuthCard } from '../../components/auth-card.tsx'
import { FormMessage, InputField, SubmitButton } from '../../ui/form.tsx'

export function meta() {
  return [{ title: 'Set a new password | Agent Atlas' }, { name: 'robots', content: 'noindex' }, { name: 'referrer', content: 'no-referrer' }]
}

/** The page only shows the form: the token is used when the form is sent, so mail scanners opening the link do not burn it. */
export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' }
}

export const action = pageAction({
  guard: 'anyone',
  // The same bucket as POST /api/auth/password-reset/confirm.
  rateLimit: [{ rule: RATE_LIMITS.passwordResetConfirmPerAddress, by: ({ address }) => address }],
  schema: ZPasswordResetConfirmRequest,
  handler: async ({ input }) => {
    await resetPassword(input)

    // Every session ended with the reset, this browser's too.
    return redirect('/sign-in?notice=password-reset', { headers: { 'Set-Cookie': serializeSessionCookie({ token: null }) } })
  },
})

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as TFormResult | undefined
  const linkProblem = result?.message ?? result?.fieldErrors?.token

  if (!loaderData.token) {
    return (
      <AuthCard title="Set a new password" lead="This page needs the link from your password-reset mail.">
        <Link to="/forgot-password" className="font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-100">
          Ask for a new link
        </Link>
      </AuthCard>
    )
  }

  return (
    <AuthCard title="Set a new password" lead="Choose a new password. Every device signed in to your account will be signed out.">
      {linkProblem ? (
        <FormMessage isError>
          {linkProblem}{' '}
          <Link to="/forgot-password" className="font-medium underline">
            Ask for a new link
          </Link>
        </FormMessage>
      ) : null}
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <InputField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          error={result?.fieldErrors?.password}
        />
        <SubmitButton>
          Set new password
        </SubmitButton>
      </Form>
    </AuthCard>
  )
}
