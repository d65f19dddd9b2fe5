import { createMiddleware } from 'hono/factory'
import type { SecurityVariables } from './security-headers.ts'

export type PageCacheOptions = {
  /** How long an anonymous page is served from memory; edits reach visitors within this time. */
  ttlMilliseconds?: number
  /** Most pages kept at once (least recently stored goes first). */
  maxEntries?: number
  /**
   * The data's change counter: an entry stored under another version is stale at once, so a
   * catalogue change (a new review moves the agent's rating) shows on the next visit.
   */
  readVersion?: () => Promise<string>
  now?: () => number
}

type Entry = {
  storedAt: number
  status: number
  headers: [string, string][]
  body: string
  version: string
  /** The CSP nonce the page was rendered with; replaced by each response's own nonce. */
  nonce: string
}

/**
 * A short-lived in-memory cache of anonymous page renders (GET, no cookie at all, 200, no
 * Set-Cookie). Server rendering is the expensive part of a page; a visitor with any cookie (a
 * session, a notice) always gets a fresh render. Each hit gets a fresh CSP nonce substituted for
 * the cached one, so nonces are never reused across responses. Concurrent misses for one URL
 * share a single render.
 */
export function anonymousPageCache({ ttlMilliseconds = 10_000, maxEntries = 500, readVersion = async () => '', now = Date.now }: PageCacheOptions = {}) {
  const entries = new Map<string, Entry>()
  const pending = new Map<string, Promise<Entry | null>>()

  const isCacheableRequest = (request: Request) =>
    (request.method === 'GET' || request.method === 'HEAD') && !request.headers.has('cookie') && !request.headers.has('authorization')

  const store = (key: string, entry: Entry) => {
    entries.delete(key)
    entries.set(key, entry)
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
  }

  return createMiddleware<{ Variables: SecurityVariables }>(async (c, next) => {
    if (!isCacheableRequest(c.req.raw)) return next()

    const key = c.req.url
    const version = await readVersion()
    const stored = entries.get(key)
    const isFresh = stored && stored.version === version && now() - stored.storedAt < ttlMilliseconds
    const cached = isFresh ? stored : await (pending.get(key) ?? null)
    if (cached) {
      const body = cached.nonce ? cached.body.replaceAll(cached.nonce, c.var.nonce) : cached.body
      c.res = new Response(c.req.method === 'HEAD' ? null : body, { status: cached.status, headers: cached.headers })
      c.res.headers.set('X-Page-Cache', 'hit')

      return
    }

    let settle: (entry: Entry | null) => void = () => {}
    pending.set(key, new Promise((resolve) => (settle = resolve)))
    try {
      await next()
      const response = c.res
      const isCacheable =
        response.status === 200 &&
        !response.headers.has('set-cookie') &&
        !/no-store|private/.test(response.headers.get('cache-control') ?? '')
      if (!isCacheable || c.req.method === 'HEAD') return settle(null)

      const body = await response.text()
      const entry: Entry = { storedAt: now(), status: response.status, headers: [...response.headers.entries()], body, version, nonce: c.var.nonce }
      store(key, entry)
      settle(entry)
      c.res = new Response(body, { status: response.status, headers: response.headers })
      c.res.headers.set('X-Page-Cache', 'miss')
    } catch (error) {
      settle(null)
      throw error
    } finally {
      pending.delete(key)
    }
  })
}
