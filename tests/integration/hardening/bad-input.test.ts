import { describe, expect, it } from 'vitest'
import { loader as marketplaceLoader } from '../../../app/routes/catalogue/marketplace.tsx'
import { loader as agentLoader } from '../../../app/routes/agents/agent-detail.tsx'
import { BODY_LIMITS } from '../../../server/http/body-limits.ts'
import { createApp } from '../../../server/http/app.ts'
import { TEST_ORIGIN, createUser } from '../../support/auth.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgent } from '../../support/factories/agents.ts'

setupTestDatabase()
let pageCalls = 0
const app = createApp({
  pageHandler: async () => {
    pageCalls++

    return new Response('page')
  },
})

const args = (url: string) => ({ request: new Request(`http://localhost${url}`), context: { nonce: 'n', clientAddress: '192.0.2.1' }, params: {}, unstable_pattern: '' }) as never

async function thrownStatus(promise: Promise<unknown>): Promise<number> {
  try {
    await promise
  } catch (error) {
    if (error instanceof Response) return error.status
    if (error && typeof error === 'object' && 'init' in error) return (error as { init: { status: number } }).init.status
    throw error
  }

  return 200
}

describe('request size limits (issue 11, defect 6)', () => {
  it('refuses a JSON body over 1 MB with a 413 that says the limit, before parsing', async () => {
    const body = JSON.stringify({ email: 'a@example.test', password: 'x'.repeat(BODY_LIMITS.json) })
    const response = await app.request('/api/auth/sign-in', { method: 'POST', headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'content-length': String(body.length) }, body })

    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining('at most 1024 KB') } })
  })

  it('refuses a chunked body (no Content-Length) once it passes the limit, without buffering the rest', async () => {
    let sent = 0
    const chunk = new Uint8Array(64 * 1024).fill(97)
    const stream = new ReadableStream({
      pull(controller) {
        sent += chunk.length
        if (sent > 200 * 1024 * 1024) controller.close()
        else controller.enqueue(chunk)
      },
    })
    const response = await app.request('/api/auth/sign-in', { method: 'POST', headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'transfer-encoding': 'chunked' }, body: stream, duplex: 'half' } as RequestInit)

    expect(response.status).toBe(413)
    expect(sent).toBeLessThan(4 * 1024 * 1024)
  })

  it('refuses a page form over 256 KB with a 413 before the page runs', async () => {
    const body = new URLSearchParams({ comment: 'x'.repeat(BODY_LIMITS.form + 10) }).toString()
    const calls = pageCalls
    const response = await app.request('/agents/1', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_ORIGIN, 'content-length': String(body.length) }, body })

    expect(response.status).toBe(413)
    expect(await response.text()).toMatch(/Forms may be at most 256 KB/)
    expect(pageCalls).toBe(calls)
  })

  it('lets a normal form through', async () => {
    const response = await app.request('/sign-in', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_ORIGIN }, body: 'email=a%40b.example&password=x' })

    expect(response.status).toBe(200)
  })
})

describe('bad input is a 4xx, never a 500 (issue 11, defect 7)', () => {
  it.each(['/api/agents/2147483648', '/api/agents/9999999999', '/api/reviews/4294967296/votes', '/api/claims/9999999999/verify'])('ids beyond int32 (%s)', async (path) => {
    const response = await app.request(path, { method: path.endsWith('verify') ? 'POST' : 'GET', headers: { origin: TEST_ORIGIN } })

    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
  })

  it('answers a page id beyond int32 with 404', async () => {
    expect(await thrownStatus(agentLoader({ ...(args('/agents/9999999999') as object), params: { agentId: '9999999999' } } as never))).toBe(404)
  })

  it.each(['/api/agents?search=a%00b', '/api/agents/1%00', '/marketplace?search=%00'])('NUL characters in the address (%s)', async (path) => {
    const response = await app.request(path)

    expect(response.status).toBe(400)
    expect(await response.text()).toMatch(/NUL/)
  })

  it('NUL characters in a JSON body, escaped or raw', async () => {
    const user = await createUser()
    for (const body of ['{"email":"a\\u0000@b.example","password":"x"}', `{"email":"${user.email}","password":"a\u0000"}`]) {
      const response = await app.request('/api/auth/sign-in', { method: 'POST', headers: { 'content-type': 'application/json', origin: TEST_ORIGIN }, body })
      expect(response.status).toBe(400)
    }
  })

  it('huge page numbers redirect to the last page', async () => {
    await createAgent()
    for (const page of ['41668', '99999999999', '1e300']) {
      const status = await thrownStatus(marketplaceLoader(args(`/marketplace?page=${page}`)))
      expect([200, 302]).toContain(status)
    }
  })
})

