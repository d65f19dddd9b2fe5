import { describe, expect, it } from 'vitest'
import { createApp } from '../../../server/http/app.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgent } from '../../support/factories/agents.ts'

setupTestDatabase()

/** A stand-in for React Router that renders the nonce it is given, like the real entry does. */
function createCountingApp(respond: (nonce: string) => Response = (nonce) => new Response(`<script nonce="${nonce}"></script>`, { headers: { 'content-type': 'text/html' } })) {
  let renders = 0
  const app = createApp({
    pageHandler: async (_request, context) => {
      renders++

      return respond(context.nonce)
    },
  })

  return { app, renders: () => renders }
}

function nonceFromPolicy(response: Response) {
  return /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
}

describe('anonymous page cache', () => {
  it('renders a page once for anonymous visitors and gives every response its own nonce', async () => {
    const { app, renders } = createCountingApp()
    const first = await app.request('/marketplace?useCase=legal')
    const second = await app.request('/marketplace?useCase=legal')
    const firstBody = await first.text()
    const secondBody = await second.text()

    expect(renders()).toBe(1)
    expect(second.headers.get('x-page-cache')).toBe('hit')
    expect(nonceFromPolicy(first)).not.toBe(nonceFromPolicy(second))
    expect(firstBody).toContain(`nonce="${nonceFromPolicy(first)}"`)
    expect(secondBody).toContain(`nonce="${nonceFromPolicy(second)}"`)
  })

  it('renders afresh for anyone with a cookie, for other addresses and for writes', async () => {
    const { app, renders } = createCountingApp()
    await app.request('/marketplace')
    await app.request('/marketplace', { headers: { cookie: 'atlas_session=abc' } })
    await app.request('/marketplace?page=2')

    expect(renders()).toBe(3)
  })

  it('never stores responses that set a cookie or fail', async () => {
    const { app, renders } = createCountingApp(() => new Response('gone', { status: 404 }))
    await app.request('/agents/999')
    await app.request('/agents/999')

    const withCookie = createCountingApp(() => new Response('hi', { headers: { 'set-cookie': 'notice=1' } }))
    await withCookie.app.request('/')
    await withCookie.app.request('/')

    expect(renders()).toBe(2)
    expect(withCookie.renders()).toBe(2)
  })
})

describe('anonymous page cache and catalogue changes', () => {
  it('renders again as soon as the catalogue changes', async () => {
    const { app, renders } = createCountingApp()
    await app.request('/agents/1')
    await app.request('/agents/1')
    await createAgent({ name: 'A change to the catalogue' })
    await app.request('/agents/1')

    expect(renders()).toBe(2)
  })
})
