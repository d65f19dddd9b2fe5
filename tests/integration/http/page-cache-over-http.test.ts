import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ServerType } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/http/app.ts'
import { serveApp } from '../../../server/http/serve-app.ts'
import { setupTestDatabase } from '../../support/database.ts'

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
    pageHandler: async () => {
      renders++

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
    expect(hit.headers['x-content-type-options']).toBe('nosniff')
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
