import type { IncomingMessage, ServerResponse } from 'node:http'
import type { HttpBindings } from '@hono/node-server'
import type { Context, MiddlewareHandler } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { CatalogueChanges } from '../catalogue/index.ts'
import { logger } from '../shared/logger.ts'
import type { CachedVisit } from './count-cached-agent-view.ts'
import { hashInlineScripts } from './inline-script-hashes.ts'
import { chooseContentCoding, type ContentCoding } from './choose-content-coding.ts'
import { matchesEntityTag } from './matches-entity-tag.ts'
import { createStoredResponse, type StoredResponse } from './stored-response.ts'

export type PageCacheVariables = {
  /**
   * Set for requests the cache may store: render without a CSP nonce; the cache lists the page's
   * inline scripts by hash instead, so one stored page is right for every visitor.
   */
  renderWithoutNonce: boolean
  /** The cache's own refresh of a stale page: nobody is looking, so it is not a visit. */
  isBackgroundRender: boolean
}

/** How the cache's background refresh reaches the app: its key rides along, no visitor does. */
export type BackgroundRenderBindings = { pageCacheKey: string }

export type PageCacheOptions = {
  /** After this, a hit is still served, and one background render replaces the page (stale-while-revalidate). */
  ttlMilliseconds?: number
  /** Most pages kept at once (least recently stored goes first). */
  maxEntries?: number
  /**
   * The catalogue's change signal (server/catalogue/watch-catalogue-changes.ts): an entry stored
   * under another generation is stale at once, so a change made by any process shows on the next
   * visit. Without one (unit tests of the cache alone) nothing ever changes.
   */
  changes?: () => CatalogueChanges
  now?: () => number
  /** Paths whose anonymous GETs may be stored (pages, public API lists); everything else passes by. */
  isCacheablePath?: (path: string) => boolean
  /**
   * Called for every GET answered from the cache (not HEAD): the page's own code did not run,
   * so whatever it does per visit (counting an agent page view) happens here instead.
   */
  onHit?: (visit: CachedVisit) => void
  /** The Content-Security-Policy of a page whose inline scripts have these hash sources. */
  contentSecurityPolicy?: (scriptHashes: string[]) => string
  /** Compresses what the cache passes through without storing (hono/compress). */
  compressUncached?: MiddlewareHandler
  /** Renders a page again in the background (the app's own fetch, with the cache's key). */
  renderInBackground?: (url: string, bindings: BackgroundRenderBindings) => Promise<unknown>
}

type Entry = { url: string; storedAt: number; changes: CatalogueChanges; generation: number; response: StoredResponse }

/** Bodies read whole to store them; anything else (event streams, files) streams past untouched. */
const STORABLE_TYPE = /^(text\/(html|plain|xml|x-script|css)|application\/(json|xml|javascript)|image\/svg\+xml)/i
const noop = async () => {}
const UNCHANGING: CatalogueChanges = { generation: 0, isListening: true, ready: Promise.resolve() }

/** Replaces the response outright: assigning `c.res` over another would copy the old one's headers onto it. */
function replaceResponse(c: Context, response: Response) {
  c.res = undefined as unknown as Response
  c.res = response
}

/** Browsers send a handful of distinct Accept-Encoding strings: parse each once. */
const codingsSeen = new Map<string, ContentCoding>()
function codingFor(acceptEncoding: string | undefined): ContentCoding {
  if (!acceptEncoding) return 'identity'
  let coding = codingsSeen.get(acceptEncoding)
  if (!coding) {
    coding = chooseContentCoding(acceptEncoding)
    if (codingsSeen.size > 100) codingsSeen.clear()
    codingsSeen.set(acceptEncoding, coding)
  }

  return coding
}

type Answer = { status: number; headers: Record<string, string>; body: Uint8Array | null }

/** The status, final headers and body (or none: 304, HEAD) of a stored response for one request. */
function answerFor(stored: StoredResponse, method: string, acceptEncoding: string | undefined, ifNoneMatch: string | undefined): Answer {
  const coding = codingFor(acceptEncoding)
  if (ifNoneMatch !== undefined && matchesEntityTag(ifNoneMatch, stored.etags)) {
    return { status: 304, headers: stored.notModifiedHeaders[coding], body: null }
  }
  const variant = stored.variants[coding]

  return { status: stored.status, headers: variant.headers, body: method === 'HEAD' ? null : variant.body }
}

function headerOf(headers: IncomingMessage['headers'], name: string): string | undefined {
  const value = headers[name]

  return Array.isArray(value) ? value.join(', ') : value
}

/** The cache key: the Host and the request target as the client sent them. */
const keyOfIncoming = (incoming: IncomingMessage) => `${incoming.headers.host ?? ''}${incoming.url ?? ''}`

/**
 * The in-memory cache of anonymous responses (GET, no cookie, no Authorization, 200, no
 * Set-Cookie, not private). A page is rendered once per catalogue generation, compressed once
 * with brotli and gzip, and stored with its final headers: the security headers the app set on
 * the render, a CSP with the hashes of its inline scripts, a strong ETag per coding and
 * `Vary: Accept-Encoding`.
 *
 * - `answer(incoming, outgoing)` is called by the Node server before the app (serve-app.ts):
 *   a hit is a map lookup, two field reads and one write, no framework object (decision 024).
 * - `middleware` is outermost in the app: it renders and stores misses (concurrent misses for
 *   one URL share one render), answers hits for `app.request()` callers, and compresses what it
 *   does not store.
 * - A page older than `ttlMilliseconds` is still served while one background render replaces it.
 */
export function createPageCache({
  ttlMilliseconds = 10_000,
  maxEntries = 500,
  changes = () => UNCHANGING,
  now = Date.now,
  isCacheablePath = () => true,
  onHit,
  contentSecurityPolicy,
  compressUncached,
  renderInBackground,
}: PageCacheOptions = {}) {
  const entries = new Map<string, Entry>()
  const pending = new Map<string, Promise<Entry | null>>()

  const store = (key: string, entry: Entry) => {
    entries.delete(key)
    entries.set(key, entry)
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
  }

  /** The entry to answer with, if current; a stale one starts its replacement (once). */
  const currentEntry = (key: string): Entry | undefined => {
    const entry = entries.get(key)
    if (!entry || !entry.changes.isListening || entry.changes.generation !== entry.generation) return undefined
    if (renderInBackground && now() - entry.storedAt >= ttlMilliseconds && !pending.has(key)) {
      entry.storedAt = now()
      renderInBackground(entry.url, { pageCacheKey: key }).catch(() => entries.delete(key))
    }

    return entry
  }

  /** Before the app: answers an anonymous GET/HEAD from memory, or returns false to let the app handle it. */
  const answer = (incoming: IncomingMessage, outgoing: ServerResponse): boolean => {
    const method = incoming.method
    const headers = incoming.headers
    if ((method !== 'GET' && method !== 'HEAD') || headers.cookie !== undefined || headers.authorization !== undefined) return false
    const entry = currentEntry(keyOfIncoming(incoming))
    if (!entry) return false

    if (method === 'GET' && onHit) {
      const target = incoming.url ?? ''
      const queryAt = target.indexOf('?')
      try {
        onHit({ path: queryAt < 0 ? target : target.slice(0, queryAt), header: (name) => headerOf(headers, name), socketAddress: incoming.socket.remoteAddress })
      } catch (error) {
        // Outside the app no error handler would catch this, and a lost view must not cost the page.
        logger.error({ err: error }, 'counting a cached page visit failed')
      }
    }
    const { status, headers: responseHeaders, body } = answerFor(entry.response, method, headerOf(headers, 'accept-encoding'), headerOf(headers, 'if-none-match'))
    outgoing.writeHead(status, responseHeaders)
    outgoing.end(body ?? undefined)

    return true
  }

  type Env = { Bindings: Partial<HttpBindings & BackgroundRenderBindings>; Variables: PageCacheVariables }

  const header = (c: Context<Env>, name: string) => {
    // Tests hand app.request() a partial `incoming` (a socket for the client address) without headers.
    const incomingHeaders = c.env?.incoming?.headers

    return incomingHeaders ? headerOf(incomingHeaders, name) : (c.req.raw.headers.get(name) ?? undefined)
  }

  const keyOf = (c: Context<Env>) => {
    if (c.env?.pageCacheKey) return c.env.pageCacheKey
    if (c.env?.incoming?.headers) return keyOfIncoming(c.env.incoming as IncomingMessage)
    const url = new URL(c.req.url)

    return `${url.host}${url.pathname}${url.search}`
  }

  const send = (c: Context<Env>, stored: StoredResponse, label: 'hit' | 'miss') => {
    const answered = answerFor(stored, c.req.method, header(c, 'accept-encoding'), header(c, 'if-none-match'))
    const headers = label === 'hit' ? answered.headers : { ...answered.headers, 'x-page-cache': label }

    return new Response(answered.body as Uint8Array<ArrayBuffer> | null, { status: answered.status, headers })
  }

  const countHit = (c: Context<Env>) => {
    if (c.req.method !== 'GET' || !onHit) return
    const socketAddress = (c.env?.incoming as Partial<IncomingMessage> | undefined)?.socket?.remoteAddress
    onHit({ path: c.req.path, header: (name) => header(c, name), socketAddress })
  }

  const passThrough = async (c: Context<Env>) => {
    if (compressUncached) await compressUncached(c, noop)
  }

  const middleware = createMiddleware<Env>(async (c, next) => {
    const method = c.req.method
    const isCacheable =
      (method === 'GET' || method === 'HEAD') && header(c, 'cookie') === undefined && header(c, 'authorization') === undefined && isCacheablePath(c.req.path)
    const signal = isCacheable ? changes() : UNCHANGING
    await signal.ready
    if (!isCacheable || !signal.isListening) {
      await next()

      return passThrough(c)
    }

    const key = keyOf(c)
    const isBackgroundRender = c.env?.pageCacheKey !== undefined
    const fresh = isBackgroundRender ? undefined : (currentEntry(key) ?? (await (pending.get(key) ?? null)))
    if (fresh) {
      countHit(c)

      return send(c, fresh.response, 'hit')
    }

    // Read before rendering: a change committed during the render leaves the entry stale at once.
    const generation = signal.generation
    c.set('renderWithoutNonce', true)
    c.set('isBackgroundRender', isBackgroundRender)
    let settle: (entry: Entry | null) => void = () => {}
    pending.set(key, new Promise((resolve) => (settle = resolve)))
    try {
      await next()
      const response = c.res
      const type = response.headers.get('content-type') ?? ''
      if (!STORABLE_TYPE.test(type) || !response.body) {
        settle(null)
        entries.delete(key)

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
        entries.delete(key)
        replaceResponse(c, new Response(bytes, { status: response.status, headers }))

        return await passThrough(c)
      }

      const entry: Entry = { url: c.req.url, storedAt: now(), changes: signal, generation, response: await createStoredResponse(response.status, headers, bytes, 'hit') }
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

  return { middleware, answer }
}

export type PageCache = ReturnType<typeof createPageCache>
