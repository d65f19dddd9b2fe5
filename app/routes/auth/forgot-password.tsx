import { Form, Link, useNavigation } from 'react-router'
import { PASSWORD_RESET_REQUESTED_MESSAGE, RATE_LIMITS, ZPasswordResetRequest, checkRateLimits, requestPasswordReset } from '../../../server/accounts/index.ts'
import { Button } from '../../ui/button.tsx'
import type { Route } from './+types/forgot-password'
import { type TFormResult, invalidForm, parseForm, rateLimitedForm } from './form.server.ts'
import { AuthCard, FormField, FormMessage } from './form-field.tsx'

export function meta() {
  return [{ title: 'Forgot your password? | Agent Atlas' }, { name: 'robots', content: 'noindex' }]
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseForm(await request.formData(), ZPasswordResetRequest)
  if (!parsed.data) return invalidForm(parsed.fieldErrors)

  const refusal = await checkRateLimits({
    checks: [
      { rule: RATE_LIMITS.passwordResetPerAddress, identifier: context.clientAddress },
      { rule: RATE_LIMITS.passwordResetPerAccount, identifier: parsed.data.email },
    ],
  })
  if (refusal) return rateLimitedForm(refusal)
  await requestPasswordReset({ email: parsed.data.email })

  // The same answer whether or not the address has an account.
  return { ok: true, message: PASSWORD_RESET_REQUESTED_MESSAGE } satisfies TFormResult
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const result = actionData as TFormResult | undefined
  const isSubmitting = useNavigation().state === 'submitting'

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
        <FormField label="Email" name="email" type="email" autoComplete="email" required error={result?.fieldErrors?.email} />
        <Button type="submit" disabled={isSubmitting}>
          Send reset link
        </Button>
      </Form>
    </AuthCard>
  )
}
