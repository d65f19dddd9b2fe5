import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createApp } from '../../../server/http/app.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgents } from '../../support/factories/agents.ts'

setupTestDatabase()

const page = `<!DOCTYPE html><main>${'<p class="text-slate-700 dark:text-slate-300">An agent card</p>'.repeat(100)}</main>`
const app = createApp({ pageHandler: async () => new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8' } }) })

async function gunzipped(response: Response): Promise<string> {
  return gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8')
}

describe('response compression', () => {
  it('gzips API answers for clients that accept it, keeping a usable ETag', async () => {
    await createAgents(Array.from({ length: 12 }, (_, index) => ({ name: `Compressed Agent ${index}` })))

    const brotli = await app.request('/api/agents?search=Compressed', { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(brotli.headers.get('content-encoding')).toBe('br')
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString('utf8')).total).toBe(12)

    const response = await app.request('/api/agents?search=Compressed', { headers: { 'accept-encoding': 'gzip, deflate' } })

    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(JSON.parse(await gunzipped(response)).total).toBe(12)

    const etag = response.headers.get('etag')!
    expect(etag).not.toBe(brotli.headers.get('etag'))
    const again = await app.request('/api/agents?search=Compressed', { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } })
    expect(again.status).toBe(304)
  })

  it('gzips pages, served fresh or from the page cache, and leaves clients that ask for nothing alone', async () => {
    const fresh = await app.request('/marketplace', { headers: { 'accept-encoding': 'gzip' } })
    const cached = await app.request('/marketplace', { headers: { 'accept-encoding': 'gzip' } })
    const plain = await app.request('/marketplace')

    expect(cached.headers.get('x-page-cache')).toBe('hit')
    for (const response of [fresh, cached]) {
      expect(response.headers.get('content-encoding')).toBe('gzip')
      expect(await gunzipped(response)).toBe(page)
    }
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(page)
  })
})
