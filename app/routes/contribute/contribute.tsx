import { Link } from 'react-router'
import { getOptionalUser } from '../../../server/accounts/index.ts'
import { PageHero } from '../../components/page-section.tsx'
import { AutoExtractPanel } from '../../components/contributions/auto-extract-panel.tsx'
import { ContributeTabs } from '../../components/contributions/contribute-tabs.tsx'
import type { TContributeResult, TContributeTab } from '../../components/contributions/contribute-types.ts'
import { ManualEntryPanel } from '../../components/contributions/manual-entry-panel.tsx'
import { Notice } from '../../components/contributions/notice.tsx'
import { SubmissionSteps } from '../../components/contributions/submission-steps.tsx'
import { siteOrigin } from '../../lib/origin.server.ts'
import { buildMeta } from '../../lib/seo.ts'
import type { Route } from './+types/contribute'
import { contributeAction } from './contribute-action.server.ts'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getOptionalUser(request)
  const url = new URL(request.url)
  const tab: TContributeTab = url.searchParams.get('tab') === 'manual' ? 'manual' : 'auto'
  const submitted = Number(url.searchParams.get('submitted')) || null

  return {
    origin: siteOrigin(request),
    isSignedIn: user !== null,
    tab,
    submitted,
    signInHref: `/sign-in?redirectTo=${encodeURIComponent(`/contribute?tab=${tab}`)}`,
  }
}

export const action = contributeAction

export function meta({ data: loaded }: Route.MetaArgs) {
  return buildMeta({
    title: 'Contribute an agent',
    description: 'Submit a free AI agent to Agent Atlas from a GitHub or Hugging Face link, or by hand. Every submission is reviewed, then published in the marketplace.',
    origin: loaded?.origin ?? '',
    path: '/contribute',
  })
}

export default function Contribute({ loaderData, actionData }: Route.ComponentProps) {
  const { isSignedIn, tab, submitted, signInHref } = loaderData
  const actionResult = actionData as TContributeResult | undefined

  return (
    <div className="flex flex-col">
      <PageHero
        eyebrow="Contribute"
        title="Share an agent with small businesses"
        description="Know a free agent that saves a clinic, a school or a law firm real time? Send it in: we check it and publish it in the marketplace."
      />
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-10 px-4 py-10 sm:px-6">
        {submitted && (
          <Notice tone="success" title="Agent Submitted Successfully!">
            <p>Thank you. An admin will review it soon; we will email you when it is decided.</p>
            <p>
              <Link to="/account#contributions" className="font-medium underline">
                See your contributions and their status
              </Link>
            </p>
          </Notice>
        )}
        <ContributeTabs
          selected={tab}
          panels={{
            // A new key after each submission: the forms start empty again (the tabs keep their focus).
            auto: <AutoExtractPanel key={submitted ?? 'new'} isSignedIn={isSignedIn} signInHref={signInHref} actionResult={actionResult} />,
            manual: <ManualEntryPanel key={submitted ?? 'new'} isSignedIn={isSignedIn} signInHref={signInHref} actionResult={actionResult} />,
          }}
        />
        <SubmissionSteps />
      </div>
    </div>
  )
}
