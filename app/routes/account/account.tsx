import { Form } from 'react-router'
import { requireUser } from '../../lib/guards.server.ts'
// Browser-safe (zod only): the components use the same rules as the server's schemas.
import { PASSWORD_MIN_LENGTH } from '../../../server/accounts/accounts.schemas.ts'
import { findMyContributions } from '../../../server/contributions/index.ts'
import { findDeploymentRequests } from '../../../server/deployments/index.ts'
import { getPaymentMode, getPremiumStatus } from '../../../server/payments/index.ts'
import { MyContributions } from '../../components/contributions/my-contributions.tsx'
import { MyDeploymentRequests } from '../../components/deployment/my-deployment-requests.tsx'
import { PremiumStatusCard } from '../../components/payments/premium-status-card.tsx'
import { Card, CardDescription, CardHeader, CardTitle } from '../../ui/card.tsx'
import type { TFormResult } from '../../lib/form-result.ts'
import { FormMessage, InputField, SubmitButton } from '../../ui/form.tsx'
import type { Route } from './+types/account'
import { type TAccountIntent, accountAction } from './account-action.server.ts'

export function meta() {
  return [{ title: 'Your account | Agent Atlas' }, { name: 'robots', content: 'noindex' }]
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)

  const url = new URL(request.url)
  const { requests } = await findDeploymentRequests({ userId: user.id, limit: 50 })
  const deploymentRequests = requests.map(({ id, agentId, agentName, service, status, paymentStatus, adminNotes, createdAt }) => ({ id, agentId, agentName, service, status, paymentStatus, adminNotes, createdAt: createdAt.toISOString() }))

  return {
    user,
    notice: url.searchParams.get('notice'),
    contributions: await findMyContributions({ submitterId: user.id }),
    premium: { status: await getPremiumStatus(user.id), hasBillingPortal: getPaymentMode().mode === 'stripe', notice: url.searchParams.get('premium') },
    deploymentRequests,
  }
}

export const action = accountAction

const NOTICES: Record<string, string> = {
  welcome: 'Welcome to Agent Atlas. We sent you a link to confirm your email address.',
  'password-changed': 'Your password was changed. Other devices were signed out.',
}

type SectionProps = { intent: TAccountIntent; title: string; description: string; result?: TFormResult; children: React.ReactNode; submitLabel: string; isDanger?: boolean }

/** One card per form; each shows only its own answer. */
function AccountSection({ intent, title, description, result, children, submitLabel, isDanger = false }: SectionProps) {
  const answer = result?.intent === intent ? result : undefined

  return (
    <Card className={isDanger ? 'border-red-300 dark:border-red-800' : undefined}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {answer?.message ? <FormMessage isError={!answer.ok}>{answer.message}</FormMessage> : null}
      {answer?.fieldErrors?.form ? <FormMessage isError>{answer.fieldErrors.form}</FormMessage> : null}
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="intent" value={intent} />
        {children}
        <div>
          <SubmitButton matches={{ intent }} variant={isDanger ? 'outline' : 'default'} className={isDanger ? 'border-red-400 text-red-800 dark:text-red-200' : undefined}>
            {submitLabel}
          </SubmitButton>
        </div>
      </Form>
    </Card>
  )
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { user, notice } = loaderData
  const result = actionData as TFormResult | undefined
  const errorsFor = (intent: TAccountIntent) => (result?.intent === intent ? result.fieldErrors : undefined)
  const noticeText = notice ? NOTICES[notice] : undefined

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Your account</h1>
        <p className="text-slate-700 dark:text-slate-300">
          Signed in as <strong>{user.email}</strong>
          {user.emailVerifiedAt ? ' (confirmed)' : ' (not confirmed yet: follow the link we mailed you)'}.
        </p>
      </div>
      {noticeText && !result ? <FormMessage>{noticeText}</FormMessage> : null}

      <MyContributions contributions={loaderData.contributions} />
      <MyDeploymentRequests requests={loaderData.deploymentRequests} />

      <PremiumStatusCard {...loaderData.premium} />

      <AccountSection intent="name" title="Display name" description="Shown with your reviews and contributions." result={result} submitLabel="Save name">
        <InputField label="Display name" name="name" defaultValue={user.name} required maxLength={80} autoComplete="name" error={errorsFor('name')?.name} />
      </AccountSection>

      <AccountSection intent="email" title="Email address" description="We send a confirmation link to the new address; your email changes when you follow it." result={result} submitLabel="Send confirmation link">
        <InputField label="New email" name="email" type="email" required autoComplete="email" error={errorsFor('email')?.email} />
        <InputField label="Current password" name="currentPassword" type="password" required autoComplete="current-password" error={errorsFor('email')?.currentPassword} />
      </AccountSection>

      <AccountSection intent="password" title="Password" description="Changing it signs out every other device." result={result} submitLabel="Change password">
        <InputField label="Current password" name="currentPassword" type="password" required autoComplete="current-password" error={errorsFor('password')?.currentPassword} />
        <InputField
          label="New password"
          name="newPassword"
          type="password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          error={errorsFor('password')?.newPassword}
        />
      </AccountSection>

      <AccountSection intent="sign-out-everywhere" title="Devices" description="Signed in somewhere you no longer use? Sign out on every device, this one included." result={result} submitLabel="Sign out everywhere">
        {null}
      </AccountSection>

      <AccountSection
        intent="delete"
        title="Delete account"
        description="Your name, email and password are removed and you are signed out. Reviews you wrote stay, shown as by “Deleted user”. This cannot be undone."
        result={result}
        submitLabel="Delete account"
        isDanger
      >
        <InputField label="Password" name="password" type="password" required autoComplete="current-password" error={errorsFor('delete')?.password} />
      </AccountSection>
    </div>
  )
}
