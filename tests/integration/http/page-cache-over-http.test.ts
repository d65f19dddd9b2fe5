import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp, type App } from '../../../server/http/app.ts'
import type { CachedVisit } from '../../../server/http/count-cached-agent-view.ts'
import { createPageCache } from '../../../server/http/page-cache.ts'
import { serveApp } from '../../../server/http/serve-app.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgent } from '../../support/factories/agents.ts'

setupTestDatabase()

/**
 * Through a real Node server, where cache hits are written straight to the socket: the raw bytes
 * (still compressed) and headers a visitor receives on a hit are those of the first, rendered answer.
 */
let server: ServerType
let port = 0
let renders = 0
const page = `<!doctype html><html><body><script>window.__ctx = ${JSON.stringify({ cards: 24 })}</script>${'<article class="card">agent</article>'.repeat(300)}</body></html>`

function rawGet(path: string, headers: Record<string, string>, method = 'GET'): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }))
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

beforeAll(async () => {
  const app = createApp({
    pageHandler: async (request) => {
      renders++
      // A slow page (2 s, generous for a loaded machine), so that visitors arriving together find its render still running.
      if (new URL(request.url).pathname === '/slow') await new Promise((resolve) => setTimeout(resolve, 2000))

      return new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8' } })
    },
  })
  server = serveApp({ app, port: 0, hostname: '127.0.0.1' })
  await new Promise((resolve) => server.once('listening', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

describe('cached pages over HTTP', () => {
  it.each(['br', 'gzip', 'identity'])('sends the same bytes and headers on a hit as on the miss (%s)', async (encoding) => {
    const path = `/marketplace?encoding=${encoding}`
    const miss = await rawGet(path, { 'accept-encoding': encoding })
    const hit = await rawGet(path, { 'accept-encoding': encoding })

    expect(miss.headers['x-page-cache']).toBe('miss')
    expect(hit.headers['x-page-cache']).toBe('hit')
    expect(hit.body.equals(miss.body)).toBe(true)
    const { 'x-page-cache': _miss, date: _missDate, ...missHeaders } = miss.headers
    const { 'x-page-cache': _hit, date: _hitDate, ...hitHeaders } = hit.headers
    expect(hitHeaders).toEqual(missHeaders)
    expect(hit.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding)
    expect(hit.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      vary: 'Accept-Encoding',
    })
    expect(hit.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'/)
  })

  it('renders again on the next visit after the catalogue changes', async () => {
    await rawGet('/agents/9', {})
    const hit = await rawGet('/agents/9', {})
    const rendersBefore = renders
    await createAgent({ name: 'Changed while the page was cached' })
    const afterChange = await rawGet('/agents/9', {})

    expect(hit.headers['x-page-cache']).toBe('hit')
    expect(afterChange.headers['x-page-cache']).toBe('miss')
    expect(renders).toBe(rendersBefore + 1)
  })

  it('renders a cold page once for visitors arriving together', async () => {
    const rendersBefore = renders
    const answers = await Promise.all(Array.from({ length: 8 }, () => rawGet('/slow', { 'accept-encoding': 'gzip' })))

    expect(renders).toBe(rendersBefore + 1)
    expect(new Set(answers.map((answer) => answer.body.toString('base64'))).size).toBe(1)
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200))
  })

  it('answers HEAD and If-None-Match from the cache without a body', async () => {
    const first = await rawGet('/agents/5', { 'accept-encoding': 'br' })
    const rendersBefore = renders
    const head = await rawGet('/agents/5', { 'accept-encoding': 'br' }, 'HEAD')
    const notModified = await rawGet('/agents/5', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) })

    expect(head.status).toBe(200)
    expect(head.body.byteLength).toBe(0)
    expect(head.headers.etag).toBe(first.headers.etag)
    expect(notModified.status).toBe(304)
    expect(notModified.body.byteLength).toBe(0)
    expect(renders).toBe(rendersBefore)
  })
})

describe('hits answered before the app', () => {
  it('tell the hit hook of each GET (the agent view counter) with the path, headers and address', async () => {
    const visits: CachedVisit[] = []
    const cache = createPageCache({ onHit: (visit) => visits.push(visit) })
    const app = new Hono().use(cache.middleware).get('*', (c) => c.html('<p>agent</p>'))
    const hookServer = serveApp({ app: Object.assign(app, { answerFromCache: cache.answer }) as unknown as App, port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => hookServer.once('listening', resolve))
    const url = `http://127.0.0.1:${(hookServer.address() as AddressInfo).port}/agents/4-helper?from=home`
    for (let visit = 0; visit < 3; visit++) await (await fetch(url, { headers: { 'user-agent': 'Test browser' } })).arrayBuffer()
    await new Promise((resolve) => hookServer.close(resolve))

    expect(visits.map((visit) => [visit.path, visit.header('user-agent'), visit.socketAddress])).toEqual([
      ['/agents/4-helper', 'Test browser', '127.0.0.1'],
      ['/agents/4-helper', 'Test browser', '127.0.0.1'],
    ])
  })
})
