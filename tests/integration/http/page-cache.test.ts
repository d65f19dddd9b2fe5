import { createHash } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { Hono } from 'hono'
import { createApp } from '../../../server/http/app.ts'
import { createPageCache } from '../../../server/http/page-cache.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgent } from '../../support/factories/agents.ts'

setupTestDatabase()

const INLINE_SCRIPT = 'window.__reactRouterContext = {"cached":true}'

/** A stand-in for React Router that renders the nonce it is given (if any), like the real entry does. */
function createCountingApp(
  respond: (nonce: string) => Response = (nonce) =>
    new Response(`<script${nonce ? ` nonce="${nonce}"` : ''}>${INLINE_SCRIPT}</script><script type="module" src="/assets/entry.js"></script>`, { headers: { 'content-type': 'text/html' } }),
) {
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
  it('renders a page once for anonymous visitors and serves the same bytes, its inline scripts allowed by hash', async () => {
    const { app, renders } = createCountingApp()
    const first = await app.request('/marketplace?useCase=legal')
    const second = await app.request('/marketplace?useCase=legal')
    const firstBody = await first.text()
    const secondBody = await second.text()
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64')

    expect(renders()).toBe(1)
    expect(first.headers.get('x-page-cache')).toBe('miss')
    expect(second.headers.get('x-page-cache')).toBe('hit')
    expect(secondBody).toBe(firstBody)
    expect(firstBody).not.toContain('nonce=')
    for (const response of [first, second]) {
      const policy = response.headers.get('content-security-policy') ?? ''
      expect(/script-src [^;]*/.exec(policy)?.[0]).toBe(`script-src 'self' 'sha256-${hash}'`)
      expect(nonceFromPolicy(response)).toBeUndefined()
    }
  })

  it('keeps a fresh nonce per response for visitors it does not cache', async () => {
    const { app } = createCountingApp()
    const first = await app.request('/marketplace', { headers: { cookie: 'atlas_session=abc' } })
    const second = await app.request('/marketplace', { headers: { cookie: 'atlas_session=abc' } })

    expect(nonceFromPolicy(first)).toBeDefined()
    expect(nonceFromPolicy(first)).not.toBe(nonceFromPolicy(second))
    expect(await second.text()).toContain(`nonce="${nonceFromPolicy(second)}"`)
  })

  it('answers 304 to a current ETag, per content coding, and varies on Accept-Encoding', async () => {
    const { app } = createCountingApp()
    const identity = await app.request('/agents/7')
    const brotli = await app.request('/agents/7', { headers: { 'accept-encoding': 'gzip, br' } })
    const gzip = await app.request('/agents/7', { headers: { 'accept-encoding': 'gzip, br;q=0' } })

    expect(brotli.headers.get('content-encoding')).toBe('br')
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(identity.headers.get('content-encoding')).toBeNull()
    expect(new Set([identity, brotli, gzip].map((response) => response.headers.get('etag'))).size).toBe(3)
    for (const response of [identity, brotli, gzip]) expect(response.headers.get('vary')).toMatch(/accept-encoding/i)

    const notModified = await app.request('/agents/7', { headers: { 'accept-encoding': 'gzip, br', 'if-none-match': brotli.headers.get('etag')! } })
    expect(notModified.status).toBe(304)
    expect(await notModified.text()).toBe('')
    expect(notModified.headers.get('etag')).toBe(brotli.headers.get('etag'))
    expect(notModified.headers.get('x-frame-options')).toBe('DENY')
  })

  it('tells its hit hook of every GET it answers (the view counter), not of the render or HEAD', async () => {
    const seen: string[] = []
    const app = new Hono()
    app.use(createPageCache({ onHit: (visit) => seen.push(visit.path) }).middleware)
    app.get('*', () => new Response('<p>page</p>', { headers: { 'content-type': 'text/html' } }))
    await app.request('/agents/3')
    await app.request('/agents/3')
    await app.request('/agents/3', { method: 'HEAD' })
    await app.request('/agents/3')

    expect(seen).toEqual(['/agents/3', '/agents/3'])
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

describe('anonymous page cache, pages past their time', () => {
  it('serves the stored page while one background render replaces it', async () => {
    let clock = 0
    let renders = 0
    const app = new Hono()
    const cache = createPageCache({ now: () => clock, ttlMilliseconds: 1000, renderInBackground: async (url, bindings) => app.fetch(new Request(url), bindings) })
    app.use(cache.middleware)
    app.get('*', () => new Response(`<p>render ${++renders}</p>`, { headers: { 'content-type': 'text/html' } }))

    const first = await app.request('/marketplace')
    clock = 5000
    const stale = await Promise.all([app.request('/marketplace'), app.request('/marketplace'), app.request('/marketplace')])
    // The replacement is stored in the background: ask until it is served (no fixed sleep, which a
    // loaded machine outruns). Asking again must not start another render.
    const refreshed = await vi.waitFor(
      async () => {
        const response = await app.request('/marketplace')
        expect(await response.clone().text()).toBe('<p>render 2</p>')
        return response
      },
      { timeout: 10_000, interval: 20 },
    )

    expect(await first.text()).toBe('<p>render 1</p>')
    for (const response of stale) expect(await response.text()).toBe('<p>render 1</p>')
    expect(renders).toBe(2)
    expect(refreshed.headers.get('x-page-cache')).toBe('hit')
  })
})
