import { Form, Link } from 'react-router'
import { RATE_LIMITS, ZConfirmEmailRequest, confirmEmail } from '../../../server/accounts/index.ts'
import { pageAction } from '../../lib/page-action.server.ts'
import type { TFormResult } from '../../lib/form-result.ts'
import { AuthCard } from '../../components/auth-card.tsx'
import { FormMessage, SubmitButton } from '../../ui/form.tsx'
import type { Route } from './+types/confirm-email'

export function meta() {
  return [{ title: 'Confirm your email | Agent Atlas' }, { name: 'robots', content: 'noindex' }, { name: 'referrer', content: 'no-referrer' }]
}

/** Opening the link only shows a button: mail scanners that fetch links must not use the token up. */
export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' }
}

export const action = pageAction({
  guard: 'anyone',
  rateLimit: [{ rule: RATE_LIMITS.writePerAddress, by: 'address' }],
  schema: ZConfirmEmailRequest,
  handler: async ({ input }) => {
    const user = await confirmEmail(input)

    return { ok: true, message: `Your email address is now ${user.email}, and it is confirmed.` } satisfies TFormResult
  },
})

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as TFormResult | undefined
  const problem = result?.message && !result.ok ? result.message : result?.fieldErrors?.token

  if (result?.ok) {
    return (
      <AuthCard title="Email confirmed">
        <FormMessage>{result.message}</FormMessage>
        <Link to="/account" className="font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-100">
          Go to your account
        </Link>
      </AuthCard>
    )
  }

  return (
    <AuthCard title="Confirm your email" lead={loaderData.token ? 'Confirm that this address belongs to your Agent Atlas account.' : 'This page needs the link from your confirmation mail.'}>
      {problem ? <FormMessage isError>{problem}</FormMessage> : null}
      {loaderData.token ? (
        <Form method="post">
          <input type="hidden" name="token" value={loaderData.token} />
          <SubmitButton>
            Confirm email address
          </SubmitButton>
        </Form>
      ) : null}
    </AuthCard>
  )
}
