import { data, redirect } from 'react-router'
import { getAgent } from '../../server/catalogue/index.ts'
import { agentPath, parseAgentIdParameter } from '../lib/agent-links.ts'
import type { Route } from './+types/redirects'

/** Addresses the spec used that have one canonical page now (product.md "Decisions"). */
const FIXED_REDIRECTS: Record<string, string> = {
  '/contribute-agent': '/contribute',
  '/premium-subscription': '/premium/subscribe',
  '/saved': '/account/saved',
}

async function agentTarget(parameter: string | undefined): Promise<string> {
  const id = parseAgentIdParameter(parameter)
  if (id === null) throw data(null, { status: 404 })
  // Straight to the slugged address; a missing agent still lands on its 404 page.
  const agent = await getAgent({ id }).catch(() => null)

  return agent ? agentPath(agent) : `/agents/${id}`
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const target = params.agentId !== undefined ? await agentTarget(params.agentId) : FIXED_REDIRECTS[url.pathname.replace(/\/+$/, '')]
  if (!target) throw data(null, { status: 404 })

  throw redirect(`${target}${url.search}`, 301)
}

export default function Redirect() {
  return null
}
