import type { HttpBindings } from '@hono/node-server'
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response'
import type { Context, MiddlewareHandler } from 'hono'
import { createMiddleware } from 'hono/factory'
import { createCoalescedReader } from './coalesced-reader.ts'
import { hashInlineScripts } from './inline-script-hashes.ts'
import { chooseContentCoding } from './choose-content-coding.ts'
import { matchesEntityTag } from './matches-entity-tag.ts'
import { createStoredResponse, type StoredResponse } from './stored-response.ts'

export type PageCacheVariables = {
  /**
   * Set for requests the cache may store: render without a CSP nonce; the cache lists the page's
   * inline scripts by hash instead, so one stored page is right for every visitor.
   */
  renderWithoutNonce: boolean
}

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
  /** Paths whose anonymous GETs may be stored (pages, public API lists); everything else passes by. */
  isCacheablePath?: (path: string) => boolean
  /**
   * Called for every GET answered from the cache (not HEAD): the page's own code did not run,
   * so whatever it does per visit (counting an agent page view) happens here instead.
   */
  onHit?: (c: Context) => void
  /** The Content-Security-Policy of a page whose inline scripts have these hash sources. */
  contentSecurityPolicy?: (scriptHashes: string[]) => string
  /** Compresses what the cache passes through without storing (hono/compress). */
  compressUncached?: MiddlewareHandler
}

type Entry = { storedAt: number; version: string; response: StoredResponse }

/** Bodies read whole to store them; anything else (event streams, files) streams past untouched. */
const STORABLE_TYPE = /^(text\/(html|plain|xml|x-script|css)|application\/(json|xml|javascript)|image\/svg\+xml)/i
const noop = async () => {}

/** Replaces the response outright: assigning `c.res` over another would copy the old one's headers onto it. */
function replaceResponse(c: Context, response: Response) {
  c.res = undefined as unknown as Response
  c.res = response
}

/** A request header, from Node's parsed headers when served by @hono/node-server (no Headers object built). */
function requestHeader(c: Context, name: string): string | undefined {
  // Tests hand app.request() a partial `incoming` (a socket for the client address) without headers.
  const incomingHeaders = (c.env as Partial<HttpBindings> | undefined)?.incoming?.headers
  if (incomingHeaders) {
    const value = incomingHeaders[name]

    return Array.isArray(value) ? value.join(', ') : value
  }

  return c.req.raw.headers.get(name) ?? undefined
}

/**
 * The in-memory cache of anonymous responses (GET, no cookie, no Authorization, 200, no
 * Set-Cookie, not private), outermost in the app. A page is rendered once per catalogue version
 * (and at most every `ttlMilliseconds`), compressed once with brotli and gzip, and stored with its
 * final headers: security headers, a CSP with the hashes of its inline scripts, a strong ETag per
 * coding and `Vary: Accept-Encoding`. A hit is then a version check, a map lookup and one write
 * (or a 304). Concurrent misses for one URL share a single render. What the cache does not store
 * (errors, cookies, files) is compressed as it passes, like every other response.
 */
export function anonymousPageCache({
  ttlMilliseconds = 10_000,
  maxEntries = 500,
  readVersion = async () => '',
  now = Date.now,
  isCacheablePath = () => true,
  onHit,
  contentSecurityPolicy,
  compressUncached,
}: PageCacheOptions = {}) {
  const entries = new Map<string, Entry>()
  const pending = new Map<string, Promise<Entry | null>>()
  const currentVersion = createCoalescedReader(readVersion)

  const store = (key: string, entry: Entry) => {
    entries.delete(key)
    entries.set(key, entry)
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
  }

  type Env = { Bindings: Partial<HttpBindings>; Variables: PageCacheVariables }
  const send = (c: Context<Env>, stored: StoredResponse, label: 'hit' | 'miss') => {
    const coding = chooseContentCoding(requestHeader(c, 'accept-encoding'))
    const isNotModified = matchesEntityTag(requestHeader(c, 'if-none-match'), stored.etags)
    const status = isNotModified ? 304 : stored.status
    const storedHeaders = isNotModified ? stored.notModifiedHeaders[coding] : stored.variants[coding].headers
    const headers = label === 'hit' ? storedHeaders : { ...storedHeaders, 'x-page-cache': label }
    const body = isNotModified || c.req.method === 'HEAD' ? null : stored.variants[coding].body
    const outgoing = c.env?.outgoing
    if (outgoing?.writeHead && c.req.method === 'GET') {
      // Straight to Node's response: no Response object, no header copying on the way out.
      outgoing.writeHead(status, headers)
      outgoing.end(body ?? undefined)

      return RESPONSE_ALREADY_SENT
    }

    return new Response(body as Uint8Array<ArrayBuffer> | null, { status, headers })
  }

  const passThrough = async (c: Context<Env>) => {
    if (compressUncached) await compressUncached(c, noop)
  }

  return createMiddleware<Env>(async (c, next) => {
    const method = c.req.method
    const isCacheable =
      (method === 'GET' || method === 'HEAD') &&
      requestHeader(c, 'cookie') === undefined &&
      requestHeader(c, 'authorization') === undefined &&
      isCacheablePath(c.req.path)
    if (!isCacheable) {
      await next()

      return passThrough(c)
    }

    const key = c.req.url
    const version = await currentVersion()
    const stored = entries.get(key)
    const fresh = stored && stored.version === version && now() - stored.storedAt < ttlMilliseconds ? stored : await (pending.get(key) ?? null)
    if (fresh) {
      if (c.req.method === 'GET') onHit?.(c)

      return send(c, fresh.response, 'hit')
    }

    c.set('renderWithoutNonce', true)
    let settle: (entry: Entry | null) => void = () => {}
    pending.set(key, new Promise((resolve) => (settle = resolve)))
    try {
      await next()
      const response = c.res
      const type = response.headers.get('content-type') ?? ''
      if (!STORABLE_TYPE.test(type) || !response.body) {
        settle(null)

        return await passThrough(c)
      }

      const bytes = new Uint8Array(await response.arrayBuffer())
      const headers = new Headers(response.headers)
      if (contentSecurityPolicy && /^text\/html/i.test(type)) {
        headers.set('content-security-policy', contentSecurityPolicy(hashInlineScripts(new TextDecoder().decode(bytes))))
      }
      const isStorable =
        response.status === 200 && method === 'GET' && !headers.has('set-cookie') && !/no-store|private/.test(headers.get('cache-control') ?? '')
      if (!isStorable) {
        settle(null)
        replaceResponse(c, new Response(bytes, { status: response.status, headers }))

        return await passThrough(c)
      }

      const entry: Entry = { storedAt: now(), version, response: await createStoredResponse(response.status, headers, bytes, 'hit') }
      store(key, entry)
      settle(entry)
      replaceResponse(c, send(c, entry.response, 'miss'))
    } catch (error) {
      settle(null)
      throw error
    } finally {
      pending.delete(key)
    }
  })
}
