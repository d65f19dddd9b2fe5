import { afterEach, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/http/app.ts'
import { resetEnvForTests } from '../../../server/shared/env.ts'
import { setupTestDatabase } from '../../support/database.ts'

setupTestDatabase()
// A page handler that shows which nonce React Router would receive in its load context.
const app = createApp({ pageHandler: async (_request, context) => new Response(context.nonce, { headers: { 'content-type': 'text/html' } }) })

afterEach(() => {
  process.env.NODE_ENV = 'test'
  resetEnvForTests()
})

function scriptSources(response: Response): string[] {
  const policy = response.headers.get('content-security-policy') ?? ''

  return policy.split(';').map((directive) => directive.trim()).find((directive) => directive.startsWith('script-src '))?.split(' ').slice(1) ?? []
}

describe('security headers', () => {
  it.each(['/api/health', '/api/nope', '/marketplace'])('are on every response (%s)', async (path) => {
    const response = await app.request(path)

    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(response.headers.get('strict-transport-security')).toBeNull()
  })

  it('allow scripts only from this origin or with a per-response nonce, which the pages receive', async () => {
    // Visitors with a cookie get a fresh render and nonce; anonymous pages are cached and allow their
    // inline scripts by hash instead (tests/integration/http/page-cache*.test.ts).
    const withCookie = { headers: { cookie: 'atlas_theme=dark' } }
    const first = await app.request('/', withCookie)
    const second = await app.request('/', withCookie)
    const nonce = await first.text()

    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(scriptSources(first)).toEqual(["'self'", `'nonce-${nonce}'`])
    expect(scriptSources(first)).not.toContain("'unsafe-inline'")
    expect(await second.text()).not.toBe(nonce)
  })

  it('add HSTS and a __Host- session cookie in production', async () => {
    process.env.NODE_ENV = 'production'
    // Production refuses to boot without PUBLIC_URL (issue 11, defect 4).
    process.env.PUBLIC_URL ??= 'http://localhost'
    resetEnvForTests()
    const response = await app.request('/api/health')

    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
    const { serializeSessionCookie } = await import('../../../server/accounts/index.ts')
    expect(serializeSessionCookie({ token: 'x'.repeat(43), expiresAt: new Date(Date.now() + 60_000) })).toMatch(/^__Host-atlas_session=x+; Path=\/; HttpOnly; SameSite=Lax; Secure; Max-Age=60/)
  })

  it('relax script-src only in development, for Vite’s hot reload', async () => {
    process.env.NODE_ENV = 'development'
    resetEnvForTests()

    expect(scriptSources(await app.request('/', { headers: { cookie: 'atlas_theme=dark' } }))).toContain("'unsafe-inline'")
  })
})
