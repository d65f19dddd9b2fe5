import { takeHostSlot } from './host-pool.ts'
import { parseLinkHeader } from './parse-link-header.ts'
import { readRateLimit } from './rate-limit.ts'
import { SourceRateLimitedError, SourceUnavailableError } from './source-errors.ts'

/** An ETag remembered from an earlier run, and the Link header that came with it. */
export type HttpValidator = { url: string; etag: string; link: string | null }

export type HttpValidatorStore = {
  get: (url: string) => Promise<HttpValidator | null>
}

export type SourceResponse = {
  status: number
  url: string
  headers: Headers
  /** 304: the page is the one an earlier run already merged; its body is not sent again. */
  isNotModified: boolean
  text: string
  /** rel → URL from the Link header (or from the stored validator after a 304). */
  links: Record<string, string>
  /** Store this once the page's entries are merged, so the next run can ask "changed since?". */
  validator: HttpValidator | null
}

export type SourceClientOptions = {
  fetch: typeof fetch
  signal?: AbortSignal
  headers?: Record<string, string>
  /** When given, GETs are conditional (If-None-Match) and answers carry validators to store. */
  validators?: HttpValidatorStore
  /** Wait for a rate-limit reset at most this long; a later reset stops the source instead. */
  maxRateLimitWaitMs: number
  timeoutMs?: number
  /** Extra attempts after a timeout, network error or 5xx. */
  retries?: number
  retryDelayMs?: number
  /** Rate limits are counted per bucket (GitHub: search and core are separate). */
  rateLimitBucket?: (url: string) => string
  sleep?: (milliseconds: number, signal?: AbortSignal) => Promise<void>
  now?: () => number
}

export type SourceGetOptions = {
  /** HEAD for link checks; GET by default. */
  method?: 'GET' | 'HEAD'
  /** 'manual' hands 301/302 back to the caller (GitHub renames); default follows them. */
  redirect?: 'follow' | 'manual'
  /** Set false for look-ups whose answer must be fresh; default true when validators exist. */
  isConditional?: boolean
}

export function sleepFor(milliseconds: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, milliseconds)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/**
 * The one way connectors talk HTTP: timeouts, a few retries for transient failures, rate limits
 * honoured (wait when the reset is near, otherwise stop the source), conditional requests, and at
 * most REQUESTS_PER_HOST requests in flight per host (host-pool.ts), so callers may fan out freely.
 */
export function createSourceClient(options: SourceClientOptions) {
  const { fetch, signal, validators, maxRateLimitWaitMs } = options
  const timeoutMs = options.timeoutMs ?? 20_000
  const retries = options.retries ?? 2
  const retryDelayMs = options.retryDelayMs ?? 1_000
  const sleep = options.sleep ?? sleepFor
  const now = options.now ?? Date.now
  const bucketOf = options.rateLimitBucket ?? (() => 'default')
  const blockedUntil = new Map<string, number>()

  async function waitOrStop(bucket: string, resetAt: number, url: string) {
    const waitMs = resetAt - now()
    if (waitMs <= 0) return
    if (waitMs > maxRateLimitWaitMs) {
      throw new SourceRateLimitedError(`Rate limited by ${new URL(url).host} until ${new Date(resetAt).toISOString()}`, new Date(resetAt))
    }
    await sleep(waitMs, signal)
    blockedUntil.delete(bucket)
  }

  async function send(url: string, headers: Record<string, string>, redirect: 'follow' | 'manual', method: 'GET' | 'HEAD') {
    const timeout = AbortSignal.timeout(timeoutMs)
    const requestSignal = signal ? AbortSignal.any([signal, timeout]) : timeout
    try {
      return await fetch(url, { method, headers: { ...options.headers, ...headers }, redirect, signal: requestSignal })
    } catch (error) {
      if (signal?.aborted) throw signal.reason
      const reason = timeout.aborted ? 'timed out' : `failed (${(error as Error).message})`
      throw new SourceUnavailableError(`${method} ${url} ${reason}`, { url, status: null })
    }
  }

  /** One request under a host slot, its body read (or dropped when the answer will be retried). */
  async function attempt(url: string, headers: Record<string, string>, redirect: 'follow' | 'manual', method: 'GET' | 'HEAD', stored: HttpValidator | null) {
    const release = await takeHostSlot(url)
    try {
      const response = await send(url, headers, redirect, method)
      const limit = readRateLimit(response.status, response.headers, now())
      const isRefused = response.status === 429 || response.status === 403
      const willRetry = (limit.isLimited && isRefused) || response.status >= 500
      if (willRetry) await response.body?.cancel()
      const isNotModified = response.status === 304 && stored !== null
      const text = willRetry || isNotModified || method === 'HEAD' ? '' : await response.text()

      return { response, limit, isRefused, isNotModified, text }
    } finally {
      release()
    }
  }

  async function get(url: string, { method = 'GET', redirect = 'follow', isConditional = true }: SourceGetOptions = {}): Promise<SourceResponse> {
    const bucket = bucketOf(url)
    const stored = isConditional && validators ? await validators.get(url) : null
    const conditionalHeaders: Record<string, string> = stored ? { 'if-none-match': stored.etag } : {}
    let rateLimitAttempts = 0

    for (let attemptIndex = 0; ; attemptIndex++) {
      const blocked = blockedUntil.get(bucket)
      if (blocked !== undefined) await waitOrStop(bucket, blocked, url)

      let answer: Awaited<ReturnType<typeof attempt>>
      try {
        answer = await attempt(url, conditionalHeaders, redirect, method, stored)
      } catch (error) {
        if (error instanceof SourceUnavailableError && attemptIndex < retries) {
          await sleep(retryDelayMs * (attemptIndex + 1), signal)
          continue
        }
        throw error
      }

      const { response, limit, isRefused, isNotModified, text } = answer
      if (limit.isLimited) blockedUntil.set(bucket, limit.resetAt.getTime())
      if (limit.isLimited && isRefused) {
        // Two waits at most: a source that keeps refusing after its reset is stopped, not hammered.
        if (++rateLimitAttempts > 2) throw new SourceRateLimitedError(`Rate limited by ${new URL(url).host}`, limit.resetAt)
        continue
      }
      if (response.status >= 500) {
        if (attemptIndex < retries) {
          await sleep(retryDelayMs * (attemptIndex + 1), signal)
          continue
        }
        throw new SourceUnavailableError(`${method} ${url} answered ${response.status}`, { url, status: response.status })
      }

      const linkHeader = isNotModified ? stored!.link : response.headers.get('link')
      const etag = response.headers.get('etag')
      const validator = validators && response.ok && etag ? { url, etag, link: linkHeader } : null

      return { status: response.status, url, headers: response.headers, isNotModified, text, links: parseLinkHeader(linkHeader), validator }
    }
  }

  return { get }
}

export type SourceClient = ReturnType<typeof createSourceClient>
