import { afterEach, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/http/app.ts'
import { CSRF_REFUSED_MESSAGE } from '../../../server/http/csrf.ts'
import { resetEnvForTests } from '../../../server/shared/env.ts'
import { apiRequest, createUser, sessionCookieFor } from '../../support/auth.ts'
import { setupTestDatabase } from '../../support/database.ts'

setupTestDatabase()
const pageApp = createApp({ pageHandler: async (request) => new Response(`page ${request.method}`) })

afterEach(() => {
  delete process.env.PUBLIC_URL
  resetEnvForTests()
})

describe('CSRF: state-changing requests must come from our own origin', () => {
  it('refuses a cross-origin API call before it runs (the session survives)', async () => {
    const cookie = await sessionCookieFor(await createUser())
    const response = await apiRequest(pageApp, '/api/account/sign-out-everywhere', { method: 'POST', cookie, headers: { origin: 'https://evil.example' } })

    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ error: { code: 'FORBIDDEN', message: CSRF_REFUSED_MESSAGE } })
    expect((await apiRequest(pageApp, '/api/auth/me', { cookie })).status).toBe(200)
  })

  it('refuses a cross-site page form post (Sec-Fetch-Site without Origin)', async () => {
    const response = await pageApp.request('/sign-out', { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' } })

    expect(response.status).toBe(403)
    expect(await response.text()).toBe(CSRF_REFUSED_MESSAGE)
  })

  it('refuses a request with a session cookie but neither Origin nor Sec-Fetch-Site', async () => {
    const cookie = await sessionCookieFor(await createUser())
    const response = await pageApp.request('/api/auth/sign-out', { method: 'POST', headers: { cookie } })

    expect(response.status).toBe(403)
  })

  it('lets same-origin requests through, by Origin or by Sec-Fetch-Site', async () => {
    expect((await pageApp.request('/account', { method: 'POST', headers: { origin: 'http://localhost' } })).status).toBe(200)
    expect((await pageApp.request('/account', { method: 'POST', headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(200)
  })

  it('accepts the PUBLIC_URL origin (a proxy may present another Host)', async () => {
    process.env.PUBLIC_URL = 'https://atlas.example'
    resetEnvForTests()
    const response = await pageApp.request('/account', { method: 'POST', headers: { origin: 'https://atlas.example', host: 'internal:3000' } })

    expect(response.status).toBe(200)
  })

  it('lets cookie-less calls without browser headers through (curl, server to server)', async () => {
    const response = await pageApp.request('/api/auth/sign-out', { method: 'POST' })

    expect(response.status).toBe(204)
  })

  it('does not check reads or signed webhooks', async () => {
    expect((await pageApp.request('/account', { headers: { origin: 'https://evil.example' } })).status).toBe(200)
    // Past CSRF, the webhook itself refuses the unsigned body (400), not the origin check (403).
    const webhook = await pageApp.request('/webhooks/stripe', { method: 'POST', headers: { origin: 'https://evil.example' } })
    expect(webhook.status).toBe(400)
    expect((await webhook.json()).error.message).toBe('Invalid webhook signature.')
  })
})
