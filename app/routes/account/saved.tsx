import { data, Link, redirect } from 'react-router'
import { z } from 'zod'
import { RATE_LIMITS, getOptionalUser, safeRedirectPath } from '../../../server/accounts/index.ts'
import { requireUser } from '../../lib/guards.server.ts'
import { findSavedAgents, saveAgent, unsaveAgent } from '../../../server/saved/index.ts'
import { AgentGrid } from '../../components/agent-grid.tsx'
import { AgentListActions } from '../../components/matching/agent-list-actions.tsx'
import { agentPath } from '../../lib/agent-links.ts'
import { pageAction, type PageActionArgs, type TPageRateLimit } from '../../lib/page-action.server.ts'
import { siteOrigin } from '../../lib/origin.server.ts'
import { buildMeta } from '../../lib/seo.ts'
import { buttonVariants } from '../../ui/button.tsx'
import type { Route } from './+types/saved'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const { agents } = await findSavedAgents({ userId: user.id })

  return data({ origin: siteOrigin(request), agents: agents.map(({ agent }) => agent) }, { headers: { 'Cache-Control': 'private, no-store' } })
}

const ZSaveForm = z.object({
  agentId: z.coerce.number().int().positive().max(2_147_483_647),
  returnTo: z.string().optional(),
  enhanced: z.literal('true').optional(),
})

/** Where the post came from (a form field), kept on this site. */
async function returnPathOf(request: Request): Promise<string> {
  const form = await request
    .clone()
    .formData()
    .catch(() => null)

  return safeRedirectPath(form?.get('returnTo'), '/account/saved')
}

/** Visitors go to sign in and come back to the page they pressed Save on. */
async function requireMember({ request }: PageActionArgs) {
  const user = await getOptionalUser(request)
  if (!user) throw redirect(`/sign-in?redirectTo=${encodeURIComponent(await returnPathOf(request))}`)

  return user
}

/** Same bucket as PUT/DELETE /api/saved-agents (the account's write limit). */
const SAVE_LIMITS: [TPageRateLimit<unknown>] = [{ rule: RATE_LIMITS.writePerAccount, by: 'user' }]

/** A plain form goes back where it came from; a script gets the new state. */
function answer(result: { agentId: number; saved: boolean }, input: z.infer<typeof ZSaveForm>) {
  if (input.enhanced !== 'true') throw redirect(safeRedirectPath(input.returnTo, '/account/saved'))

  return { agentId: result.agentId, saved: result.saved }
}

/** Save buttons on every page post here (intent save or unsave). */
export const action = pageAction({
  guard: requireMember,
  intents: (intent) => ({
    save: intent({
      rateLimit: SAVE_LIMITS,
      schema: ZSaveForm,
      handler: async ({ user, input }) => answer(await saveAgent({ userId: user.id, agentId: input.agentId }), input),
    }),
    unsave: intent({
      rateLimit: SAVE_LIMITS,
      schema: ZSaveForm,
      handler: async ({ user, input }) => answer(await unsaveAgent({ userId: user.id, agentId: input.agentId }), input),
    }),
  }),
})

export function meta({ data: loaded }: Route.MetaArgs) {
  if (!loaded) return [{ title: 'Saved agents | Agent Atlas' }]

  return buildMeta({ title: 'Saved agents', description: 'The agents you saved on Agent Atlas.', origin: loaded.origin, path: '/account/saved', noIndex: true })
}

export default function SavedAgents({ loaderData }: Route.ComponentProps) {
  const { agents } = loaderData

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Saved agents</h1>
        <p className="text-slate-700 dark:text-slate-300">
          {agents.length === 0 ? 'Nothing saved yet.' : `${agents.length} saved ${agents.length === 1 ? 'agent' : 'agents'}, most recent first.`}
        </p>
      </div>
      {agents.length === 0 ? (
        <div className="flex flex-wrap gap-3">
          <Link to="/matchmaker" className={buttonVariants()}>
            Find AI for my business
          </Link>
          <Link to="/marketplace" className={buttonVariants({ variant: 'outline' })}>
            Browse the marketplace
          </Link>
        </div>
      ) : (
        <AgentGrid
          agents={agents}
          headingLevel="h2"
          actions={(agent) => (
            <>
              <Link to={agentPath(agent)} className={buttonVariants({ size: 'sm' })}>
                View details<span className="sr-only"> for {agent.name}</span>
              </Link>
              <AgentListActions agent={agent} />
            </>
          )}
        />
      )}
    </div>
  )
}
