import type { AppLoadContext } from 'react-router'
import { onTestFinished } from 'vitest'
import { loader as agentLoader } from '../../../app/routes/agents/agent-detail.tsx'
import { setAgentOwner, setPremiumStatusReader, type TPremiumStatus } from '../../../server/listings/index.ts'
import { createApp } from '../../../server/http/app.ts'
import { type TTestUser, createUser, sessionCookieFor } from '../../support/auth.ts'
import { type AgentOverrides, type CreatedAgent, createAgent } from '../../support/factories/agents.ts'

export type TBuilder = { user: TTestUser; cookie: string; agent: CreatedAgent }

/** A member who owns one agent (a builder), signed in. */
export async function createBuilder(agentOverrides: AgentOverrides = {}): Promise<TBuilder> {
  const user = await createUser()
  const agent = await createAgent(agentOverrides)
  await setAgentOwner({ agentId: agent.id, ownerUserId: user.id })

  return { user, cookie: await sessionCookieFor(user), agent }
}

/**
 * Stands in for payments' subscription state for one test: `userIds` have an active Premium
 * Listing subscription ending in 30 days; everyone else has none.
 */
export function useActiveSubscription(userIds: number[]) {
  const currentPeriodEnd = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000)
  const restore = setPremiumStatusReader(async (userId): Promise<TPremiumStatus> =>
    userIds.includes(userId) ? { status: 'active', currentPeriodEnd, cancelAtPeriodEnd: false, plan: 'premium-listing' } : { status: 'none', currentPeriodEnd: null, cancelAtPeriodEnd: false, plan: null },
  )
  onTestFinished(restore)

  return { currentPeriodEnd }
}

/**
 * The whole app with the agent page's real loader behind the page cache (the rest of React
 * Router is not needed to count views): a render runs the loader, a cache hit does not.
 */
export function createAgentPageApp() {
  let renders = 0
  const app = createApp({
    pageHandler: async (request: Request, context: AppLoadContext) => {
      const match = /^\/agents\/([^/]+?)(?:\.data)?$/.exec(new URL(request.url).pathname)
      if (!match) return new Response('not found', { status: 404 })
      try {
        renders++
        // React Router hands loaders the page's own address, without the '.data' suffix.
        const pageRequest = new Request(request.url.replace(/\.data(?=$|\?)/, ''), { headers: request.headers })
        const loaded = await agentLoader({ request: pageRequest, params: { agentId: match[1] }, context } as never)

        return new Response(`<h1>${loaded.agent.name}</h1>`, { headers: { 'content-type': 'text/html' } })
      } catch (error) {
        if (error instanceof Response) return error
        const init = (error as { init?: ResponseInit }).init
        if (init) return new Response(null, init)
        throw error
      }
    },
  })

  return { app, renders: () => renders }
}

export const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

/** A page request from a browser at `address`, optionally signed in. */
export function visit(app: ReturnType<typeof createApp>, path: string, { address = '198.51.100.7', userAgent = BROWSER, cookie, method = 'GET' }: { address?: string; userAgent?: string; cookie?: string; method?: string } = {}) {
  const headers: Record<string, string> = { 'user-agent': userAgent }
  if (cookie) headers.cookie = cookie

  return app.request(path, { method, headers, redirect: 'manual' }, { incoming: { socket: { remoteAddress: address } } })
}
