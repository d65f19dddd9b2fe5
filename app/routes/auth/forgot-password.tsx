import { Form, Link } from 'react-router'
import { PASSWORD_RESET_REQUESTED_MESSAGE, RATE_LIMITS, ZPasswordResetRequest, requestPasswordReset } from '../../../server/accounts/index.ts'
import type { Route } from './+types/forgot-password'
import { pageAction } from '../../lib/page-action.server.ts'
import type { TFormResult } from '../../lib/form-result.ts'
import { AuthCard } from '../../components/auth-card.tsx'
import { FormMessage, InputField, SubmitButton } from '../../ui/form.tsx'

export function meta() {
  return [{ title: 'Forgot your password? | Agent Atlas' }, { name: 'robots', content: 'noindex' }]
}

export const action = pageAction({
  guard: 'anyone',
  // The same buckets as POST /api/auth/password-reset.
  rateLimit: [
    { rule: RATE_LIMITS.passwordResetPerAddress, by: ({ address }) => address },
    { rule: RATE_LIMITS.passwordResetPerAccount, by: ({ input }) => input.email },
  ],
  schema: ZPasswordResetRequest,
  handler: async ({ input }) => {
    await requestPasswordReset({ email: input.email })

    // The same answer whether or not the address has an account.
    return { ok: true, message: PASSWORD_RESET_REQUESTED_MESSAGE } satisfies TFormResult
  },
})

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const result = actionData as TFormResult | undefined

  return (
    <AuthCard
      title="Forgot your password?"
      lead="Enter the email of your account and we will send you a link to set a new password."
      footer={
        <p>
          Remembered it?{' '}
          <Link to="/sign-in" className="font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-100">
            Sign in
          </Link>
        </p>
      }
    >
      {result?.message ? <FormMessage isError={!result.ok}>{result.message}</FormMessage> : null}
      <Form method="post" className="flex flex-col gap-4">
        <InputField label="Email" name="email" type="email" autoComplete="email" required error={result?.fieldErrors?.email} />
        <SubmitButton>
          Send reset link
        </SubmitButton>
      </Form>
    </AuthCard>
  )
}
