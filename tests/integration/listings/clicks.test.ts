import { describe, expect, it } from 'vitest'
import { loader as outboundLoader } from '../../../app/routes/agents/outbound.ts'
import { findListingAnalytics, flushListingAnalytics } from '../../../server/listings/index.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { BROWSER, GOOGLEBOT, createBuilder, type TBuilder } from './support.ts'

setupTestDatabase()

/** GET /agents/{id}/go/{target} the way React Router calls its loader; answers with the thrown or returned Response. */
async function follow(agentId: number, target: string, { cookie, userAgent = BROWSER }: { cookie?: string; userAgent?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = { 'user-agent': userAgent }
  if (cookie) headers.cookie = cookie
  const request = new Request(`http://localhost/agents/${agentId}/go/${target}`, { headers })
  try {
    return (await outboundLoader({ request, params: { agentId: String(agentId), target }, context: { nonce: '', clientAddress: '198.51.100.40' } } as never)) as Response
  } catch (error) {
    if (error instanceof Response) return error
    const init = (error as { init?: ResponseInit }).init
    if (init) return new Response(null, init)
    throw error
  }
}

async function clicksToday(builder: TBuilder) {
  await flushListingAnalytics()

  return (await findListingAnalytics({ userId: builder.user.id, days: 30, agentId: builder.agent.id })).days.at(-1)!.clicks
}

describe('outbound clicks (View Source, Try API, Deploy Now, Go to Agent)', () => {
  it('redirects to the agent’s own links and counts each click', async () => {
    const builder = await createBuilder({ link: 'https://github.com/example/clicked-agent', apiEndpoint: 'https://api.example.com/v1', selfDeployable: true })
    const source = await follow(builder.agent.id, 'source')
    const api = await follow(builder.agent.id, 'api')
    const deploy = await follow(builder.agent.id, 'deploy')
    const agent = await follow(builder.agent.id, 'agent')

    expect([source.status, api.status, deploy.status, agent.status]).toEqual([302, 302, 302, 302])
    expect(source.headers.get('location')).toBe('https://github.com/example/clicked-agent')
    expect(api.headers.get('location')).toBe('https://api.example.com/v1')
    expect(deploy.headers.get('location')).toBe(`/deployment?agent=${builder.agent.id}`)
    expect(source.headers.get('cache-control')).toBe('no-store')
    expect(await clicksToday(builder)).toBe(4)
  })

  it('answers 404 for an unknown target, a missing link or agent, and counts nothing', async () => {
    const builder = await createBuilder({ apiEndpoint: null, selfDeployable: false })

    expect((await follow(builder.agent.id, 'elsewhere')).status).toBe(404)
    expect((await follow(builder.agent.id, 'api')).status).toBe(404)
    expect((await follow(builder.agent.id, 'deploy')).status).toBe(404)
    expect((await follow(builder.agent.id + 10_000, 'source')).status).toBe(404)
    expect(await clicksToday(builder)).toBe(0)
  })

  it('does not count bots or the builder', async () => {
    const builder = await createBuilder()
    await follow(builder.agent.id, 'source', { userAgent: GOOGLEBOT })
    await follow(builder.agent.id, 'source', { cookie: builder.cookie })

    expect(await clicksToday(builder)).toBe(0)
  })
})
