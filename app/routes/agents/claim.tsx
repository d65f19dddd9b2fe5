import { data, Form, Link, redirect } from 'react-router'
import { requireUser } from '../../lib/guards.server.ts'
import { getAgentListing } from '../../../server/catalogue/index.ts'
import { CONTRIBUTION_RATE_LIMITS, getListingOwnership, startClaim, verifyClaim } from '../../../server/contributions/index.ts'
import { ZDatabaseId } from '../../../server/shared/database-id.ts'
import { isAppError } from '../../../server/shared/errors.ts'
import { ClaimStatus } from '../../components/contributions/claim-status.tsx'
import { ListingError } from '../../components/contributions/listing-error.tsx'
import { Notice } from '../../components/contributions/notice.tsx'
import { agentPath, parseAgentIdParameter } from '../../lib/agent-links.ts'
import { pageAction } from '../../lib/page-action.server.ts'
import { z } from 'zod'
import { buttonVariants } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import type { Route } from './+types/claim'
import { SubmitButton } from '../../ui/form.tsx'

async function loadListing(parameter: string | undefined) {
  const agentId = parseAgentIdParameter(parameter)
  if (agentId === null) throw data(null, { status: 404 })
  try {
    return await getAgentListing({ agentId })
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw data(null, { status: 404 })
    throw error
  }
}

/** Also the title of this route's error page (404, 403). */
export function meta() {
  return [{ title: 'Claim this listing | Agent Atlas' }, { name: 'robots', content: 'noindex' }]
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const listing = await loadListing(params.agentId)
  const ownership = await getListingOwnership({ agentId: listing.id, viewerId: user.id })
  const url = new URL(request.url)

  return {
    agent: { id: listing.id, name: listing.name, link: listing.link, path: agentPath(listing), repository: listing.repoFullName },
    ownership,
    isVerified: url.searchParams.get('verified') === '1',
  }
}

/** Start a claim or check the code, then back to this page (POST, redirect, GET); refusals are shown here. */
export const action = pageAction({
  guard: 'user',
  defaultIntent: 'start',
  intents: (intent) => ({
    start: intent({
      // The same budgets as POST /api/agents/:id/claim and POST /api/claims/:id/verify.
      rateLimit: [{ rule: CONTRIBUTION_RATE_LIMITS.claimPerAccount, by: 'user' }],
      schema: z.object({}),
      handler: async ({ request, params, user }) => {
        const listing = await loadListing(params.agentId)
        await startClaim({ agentId: listing.id, userId: user.id })

        return redirect(new URL(request.url).pathname, 303)
      },
    }),
    verify: intent({
      rateLimit: [{ rule: CONTRIBUTION_RATE_LIMITS.verifyClaimPerAccount, by: 'user' }],
      schema: z.object({ claimId: ZDatabaseId }),
      handler: async ({ request, params, user, input }) => {
        await loadListing(params.agentId)
        await verifyClaim({ claimId: input.claimId, userId: user.id })

        return redirect(`${new URL(request.url).pathname}?verified=1`, 303)
      },
    }),
  }),
})

export default function ClaimListing({ loaderData, actionData }: Route.ComponentProps) {
  const { agent, ownership, isVerified } = loaderData
  const claim = ownership.viewerClaim
  const canStart = ownership.canClaim && (!claim || claim.status === 'rejected')

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600 dark:text-slate-300">
        <Link to={agent.path} className="hover:underline">
          {agent.name}
        </Link>{' '}
        / <span aria-current="page">Claim</span>
      </nav>
      <h1 className="text-3xl font-bold tracking-tight">Claim {agent.name}</h1>
      <p className="text-slate-700 dark:text-slate-300">
        You build this agent? Claim the listing to keep it accurate: your edits are never overwritten by our crawler, and the listing becomes yours to promote.
      </p>
      {actionData?.message && (
        <Notice tone="error" title="Not verified yet">
          <p>{actionData.message}</p>
        </Notice>
      )}
      {isVerified && ownership.isOwner && <Notice tone="success" title="Verified: you manage this listing now" />}
      <Card>
        {ownership.isOwner ? (
          <div className="flex flex-col gap-3">
            <p>You manage this listing.</p>
            <p>
              <Link to={`/agents/${agent.id}/edit`} className={buttonVariants()}>
                Edit listing
              </Link>
            </p>
          </div>
        ) : !ownership.canClaim ? (
          <p>This listing is managed by its builder{ownership.ownerName ? `, ${ownership.ownerName}` : ''}.</p>
        ) : claim && !canStart ? (
          <ClaimStatus claim={claim} />
        ) : (
          <Form method="post" className="flex flex-col gap-4">
            <input type="hidden" name="intent" value="start" />
            {claim?.status === 'rejected' && <ClaimStatus claim={claim} />}
            <p>
              {agent.repository
                ? `This agent lives in the GitHub repository ${agent.repository}. You prove you control it by adding a code we give you to its README or to a file named .agent-atlas.`
                : 'This agent is not a GitHub repository, so an admin checks your claim. Use an email address that shows your connection to the agent if you can.'}
            </p>
            <div>
              <SubmitButton>Claim this listing</SubmitButton>
            </div>
          </Form>
        )}
      </Card>
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ListingError error={error} />
}
