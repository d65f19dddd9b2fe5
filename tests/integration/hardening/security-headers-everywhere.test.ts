import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { ServerType } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/http/app.ts'
import { serveApp } from '../../../server/http/serve-app.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgent } from '../../support/factories/agents.ts'

setupTestDatabase()

/**
 * Issue 11, defect 3: every response the server sends carries the same security headers. This
 * walks each kind of response through a real Node HTTP server (whose lightweight Response
 * objects are where headers used to get lost), cache miss and hit, gzip and identity.
 */
const REQUIRED = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
}

let server: ServerType
let baseUrl = ''
let staticRoot = ''

/** Stands in for React Router: plain-object headers, like its responses, and a nonce in the HTML. */
async function fakeReactRouter(request: Request, context: { nonce: string }): Promise<Response> {
  const url = new URL(request.url)
  if (url.pathname === '/boom') throw new Error('a page that fails')
  if (url.pathname === '/missing') return new Response('<h1>Page not found</h1>', { status: 404, headers: { 'Content-Type': 'text/html' } })
  if (url.pathname.endsWith('.data')) return new Response('[{"_1":2}]', { headers: { 'Content-Type': 'text/x-script' } })
  if (url.pathname === '/sitemap.xml') return new Response(`<?xml version="1.0"?><urlset>${'<url><loc>https://x/</loc></url>'.repeat(200)}</urlset>`, { headers: { 'Content-Type': 'application/xml' } })
  if (url.pathname === '/robots.txt') return new Response(`User-agent: *\nAllow: /\n${'# padding\n'.repeat(200)}`, { headers: { 'Content-Type': 'text/plain' } })
  if (url.pathname === '/redirect') return Response.redirect(`${url.origin}/marketplace`, 302)

  return new Response(`<!doctype html><html><body><script nonce="${context.nonce}"></script>${'<p>agent</p>'.repeat(500)}</body></html>`, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
}

beforeAll(async () => {
  staticRoot = await mkdtemp(path.join(tmpdir(), 'atlas-static-'))
  await mkdir(path.join(staticRoot, 'assets'))
  await writeFile(path.join(staticRoot, 'assets', 'app-abc123.js'), `console.log(1);\n${'//'.repeat(2000)}`)
  await writeFile(path.join(staticRoot, 'favicon.ico'), 'icon')
  const app = createApp({ pageHandler: fakeReactRouter, staticRoot })
  server = serveApp({ app, port: 0, hostname: '127.0.0.1' })
  await new Promise((resolve) => server.once('listening', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await rm(staticRoot, { recursive: true, force: true })
})

function expectSecurityHeaders(response: Response, label: string) {
  for (const [name, value] of Object.entries(REQUIRED)) expect(response.headers.get(name), `${label}: ${name}`).toBe(value)
  expect(response.headers.get('content-security-policy'), `${label}: CSP`).toContain("frame-ancestors 'none'")
}

async function walk(pathname: string, init: RequestInit & { encoding: 'gzip' | 'identity' }) {
  const { encoding, ...rest } = init
  const response = await fetch(`${baseUrl}${pathname}`, { redirect: 'manual', ...rest, headers: { 'accept-encoding': encoding, ...(rest.headers as Record<string, string>) } })
  await response.arrayBuffer()

  return response
}

const ENCODINGS = ['gzip', 'identity'] as const

describe('security headers on every response', () => {
  it.each(['/marketplace', '/marketplace.data', '/sitemap.xml', '/robots.txt'])('are on anonymous cached pages, miss and hit, gzip and identity (%s)', async (pathname) => {
    for (const encoding of ENCODINGS) {
      const query = `?walk=${encoding}`
      const miss = await walk(`${pathname}${query}`, { encoding })
      const hit = await walk(`${pathname}${query}`, { encoding })

      expect(miss.headers.get('x-page-cache')).toBe('miss')
      expect(hit.headers.get('x-page-cache')).toBe('hit')
      if (encoding === 'gzip') expect(hit.headers.get('content-encoding')).toBe('gzip')
      expectSecurityHeaders(miss, `${pathname} miss ${encoding}`)
      expectSecurityHeaders(hit, `${pathname} hit ${encoding}`)
    }
  })

  it('are on signed-in (uncached) pages, HEAD requests, redirects, 404 and 500 pages', async () => {
    for (const encoding of ENCODINGS) {
      expectSecurityHeaders(await walk('/marketplace', { encoding, headers: { cookie: 'atlas_session=unknown' } }), 'cookie page')
      expectSecurityHeaders(await walk('/marketplace?head', { encoding, method: 'HEAD' }), 'HEAD')
      expectSecurityHeaders(await walk('/redirect', { encoding }), 'redirect')
      const missing = await walk('/missing', { encoding })
      expect(missing.status).toBe(404)
      expectSecurityHeaders(missing, 'page 404')
      const failed = await walk('/boom', { encoding })
      expect(failed.status).toBe(500)
      expectSecurityHeaders(failed, 'page 500')
    }
  })

  it('are on static assets, and on their 304s', async () => {
    for (const encoding of ENCODINGS) {
      const asset = await walk('/assets/app-abc123.js', { encoding })
      expect(asset.status).toBe(200)
      expectSecurityHeaders(asset, `asset ${encoding}`)
      expectSecurityHeaders(await walk('/favicon.ico', { encoding }), 'favicon')
      const lastModified = asset.headers.get('last-modified')
      if (lastModified) expectSecurityHeaders(await walk('/assets/app-abc123.js', { encoding, headers: { 'if-modified-since': lastModified } }), 'asset 304')
    }
  })

  it('are on API answers: 200, 304, 400, 404, and refused writes', async () => {
    await createAgent()
    for (const encoding of ENCODINGS) {
      const list = await walk('/api/agents?limit=50', { encoding })
      expect(list.status).toBe(200)
      expectSecurityHeaders(list, `api 200 ${encoding}`)
      const etag = list.headers.get('etag')
      expect(etag).toBeTruthy()
      const notModified = await walk('/api/agents?limit=50', { encoding, headers: { 'if-none-match': etag! } })
      expect(notModified.status).toBe(304)
      expectSecurityHeaders(notModified, 'api 304')
      expectSecurityHeaders(await walk('/api/agents?limit=abc', { encoding }), 'api 400')
      expectSecurityHeaders(await walk('/api/nope', { encoding }), 'api 404')
      expectSecurityHeaders(await walk('/api/health', { encoding }), 'health')
      expectSecurityHeaders(await walk('/api/auth/sign-in', { encoding, method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, body: '{}' }), 'csrf refusal')
    }
  })

  it('are on the webhook path', async () => {
    for (const encoding of ENCODINGS) {
      const response = await walk('/webhooks/stripe', { encoding, method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
      expect(response.status).toBeLessThan(600)
      expectSecurityHeaders(response, `webhook ${encoding}`)
    }
  })
})
