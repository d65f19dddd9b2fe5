import { afterEach, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/http/app.ts'
import { parseEnv, resetEnvForTests } from '../../../server/shared/env.ts'
import { setupTestDatabase } from '../../support/database.ts'

setupTestDatabase()
const app = createApp({ pageHandler: async () => new Response('ok') })
const saved = { ...process.env }

afterEach(() => {
  for (const name of ['PUBLIC_URL', 'TRUST_PROXY', 'NODE_ENV']) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
  resetEnvForTests()
})

/** A page form posted by a browser through a TLS proxy: https origin, plain http to us. */
function postThroughProxy(headers: Record<string, string>) {
  return app.request('http://internal:3000/account', { method: 'POST', headers: { host: 'internal:3000', origin: 'https://atlas.example', ...headers } })
}

describe('behind an HTTPS proxy (issue 11, defect 4)', () => {
  it('refuses to boot in production without PUBLIC_URL', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: required in production/)
    expect(parseEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://atlas.example' }).PUBLIC_URL).toBe('https://atlas.example')
  })

  it('accepts page forms from the https origin when TRUST_PROXY believes X-Forwarded-Proto/Host', async () => {
    delete process.env.PUBLIC_URL
    process.env.TRUST_PROXY = 'true'
    resetEnvForTests()

    expect((await postThroughProxy({ 'x-forwarded-proto': 'https', 'x-forwarded-host': 'atlas.example' })).status).toBe(200)
  })

  it('ignores X-Forwarded-* without TRUST_PROXY, so a client cannot pick its origin', async () => {
    delete process.env.PUBLIC_URL
    process.env.TRUST_PROXY = 'false'
    resetEnvForTests()

    expect((await postThroughProxy({ 'x-forwarded-proto': 'https', 'x-forwarded-host': 'atlas.example' })).status).toBe(403)
  })

  it('with PUBLIC_URL, trusts only it: a forged Host is never taken as the site', async () => {
    process.env.PUBLIC_URL = 'https://atlas.example'
    resetEnvForTests()

    expect((await postThroughProxy({})).status).toBe(200)
    const forged = await app.request('http://evil.example/account', { method: 'POST', headers: { host: 'evil.example', origin: 'http://evil.example' } })
    expect(forged.status).toBe(403)
  })
})
