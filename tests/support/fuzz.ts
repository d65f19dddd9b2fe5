import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import type { AppLoadContext } from 'react-router'
import { db } from '../../db/client.ts'
import type { App } from '../../server/http/app.ts'
import { buildOpenApiDocument } from '../../server/http/openapi.ts'
import { TEST_ORIGIN } from './auth.ts'

/**
 * Property-based fuzzing of the whole surface (issue 11, defect 7): every JSON API operation in
 * the OpenAPI document and every page action, with hostile ids, text, page numbers and bodies.
 * Used by tests/integration/hardening/fuzz.test.ts (a few hundred runs) and bench/fuzz.ts (30,000+).
 */

/** Values that broke the server before: ids past int32, NUL characters, huge numbers, odd text. */
const nastyText = fc.oneof(
  fc.constantFrom('', ' ', '0', '-1', '1.5', '2147483648', '9999999999', '99999999999999999999', '1e400', 'NaN', 'null', 'true', '[]', '{}', '\u0000', 'a\u0000b', '%00', '../../etc/passwd', "' OR 1=1 --", '<script>alert(1)</script>', '😀'.repeat(50), 'ß\u200b\ufeff', 'x'.repeat(5000)),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer().map(String),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
)

const nastyId = fc.oneof(fc.constantFrom('1', '2', '3', '0', '-1', '2147483647', '2147483648', '4294967296', '9999999999', '1%00', 'abc', '1-slug', '%E2%80%AE'), fc.nat({ max: 50 }).map(String), nastyText.map(encodeURIComponent))

const nastyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.constantFrom('email', 'password', 'name', 'rating', 'title', 'comment', 'text', 'note', 'reason', 'role', 'url', 'ids', 'isHelpful', 'agentName', 'agentDescription', 'agentLink', 'tags', 'description', 'link', 'page', 'limit', 'offset', 'token'), fc.oneof(nastyText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(nastyText, { maxLength: 3 }))),
)

export type TFuzzBody = { type: 'json' | 'form' | 'text' | 'none' | 'broken-json'; payload: unknown }

const nastyBody: fc.Arbitrary<TFuzzBody> = fc.oneof(
  nastyJson.map((payload) => ({ type: 'json' as const, payload })),
  fc.dictionary(fc.string({ maxLength: 12 }), nastyText).map((payload) => ({ type: 'form' as const, payload })),
  nastyText.map((payload) => ({ type: 'text' as const, payload })),
  nastyText.map((payload) => ({ type: 'broken-json' as const, payload: `{"a":${payload}` })),
  fc.constant({ type: 'none' as const, payload: null }),
)

export type TCaller = 'anonymous' | 'member' | 'admin'

export type TFuzzRequest = { method: string; path: string; body: TFuzzBody; caller: TCaller }

type Operation = { method: string; path: string }

/** Every operation the API documents, plus the webhook path. */
export function apiOperations(): Operation[] {
  const document = buildOpenApiDocument()
  const operations: Operation[] = []
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const method of Object.keys(methods)) operations.push({ method: method.toUpperCase(), path })
  }
  operations.push({ method: 'POST', path: '/webhooks/stripe' })

  return operations
}

function queryArbitrary(): fc.Arbitrary<string> {
  return fc
    .dictionary(fc.constantFrom('page', 'limit', 'offset', 'search', 'sort', 'industry', 'category', 'status', 'view', 'minRating', 'maxPrice', 'cursor', 'q', 'redirectTo', '\u0000'), nastyText, { maxKeys: 3 })
    .map((query) => {
      const search = new URLSearchParams(query).toString()

      return search ? `?${search}` : ''
    })
}

export function apiRequestArbitrary(operations: Operation[]): fc.Arbitrary<TFuzzRequest> {
  return fc.record({
    operation: fc.constantFrom(...operations),
    ids: fc.array(nastyId, { minLength: 4, maxLength: 4 }),
    query: queryArbitrary(),
    body: nastyBody,
    caller: fc.constantFrom<TCaller>('anonymous', 'member', 'admin'),
  }).map(({ operation, ids, query, body, caller }) => {
    let index = 0
    const path = operation.path.replace(/\{[^}]+\}/g, () => ids[index++]!)

    return { method: operation.method, path: `${path}${query}`, body: operation.method === 'GET' ? { type: 'none', payload: null } : body, caller }
  })
}

function encodeBody(body: TFuzzBody): { headers: Record<string, string>; payload?: string } {
  if (body.type === 'json') return { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body.payload) ?? 'null' }
  if (body.type === 'broken-json') return { headers: { 'content-type': 'application/json' }, payload: String(body.payload) }
  if (body.type === 'form') return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(body.payload as Record<string, string>).toString() }
  if (body.type === 'text') return { headers: { 'content-type': 'text/plain' }, payload: String(body.payload) }

  return { headers: {} }
}

export type TCallerCookies = Record<TCaller, string | null>

/** Sends one fuzzed API request through the app, as the site's pages would (own origin). */
export async function sendApiRequest(app: App, request: TFuzzRequest, cookies: TCallerCookies): Promise<Response> {
  const { headers, payload } = encodeBody(request.body)
  const cookie = cookies[request.caller]
  const allHeaders: Record<string, string> = { ...headers, ...(cookie ? { cookie } : {}) }
  if (request.method !== 'GET') allHeaders.origin = TEST_ORIGIN
  let url: string
  try {
    url = new URL(request.path, TEST_ORIGIN).toString()
  } catch {
    url = `${TEST_ORIGIN}/api/health`
  }

  return app.request(url, { method: request.method, headers: allHeaders, body: request.method === 'GET' ? undefined : payload }, { incoming: { socket: { remoteAddress: `198.51.100.${Math.floor(Math.random() * 250)}` } } })
}

export type TPageActionTarget = {
  name: string
  path: (id: string) => string
  params: (id: string) => Record<string, string>
  action: (args: never) => Promise<unknown>
}

const pageFields = fc.dictionary(
  fc.constantFrom('intent', 'email', 'password', 'name', 'currentPassword', 'newPassword', 'token', 'redirectTo', 'claimId', 'reviewId', 'id', 'ids', 'note', 'rating', 'title', 'comment', 'isHelpful', 'reason', 'text', 'role', 'url', 'agentName', 'agentDescription', 'agentLink', 'tags', 'tagsText', 'description', 'link', 'category', 'industry', 'difficulty', 'enhanced', 'tab'),
  fc.oneof(nastyText, fc.constantFrom('review', 'vote', 'unvote', 'report', 'reply', 'verify', 'start', 'approve', 'reject', 'bulk-reject', 'edit', 'hide', 'restore', 'name', 'email', 'password', 'delete', 'sign-out-everywhere', 'extract', 'submit', 'admin', 'member')),
)

export type TPageFuzzRequest = { target: number; id: string; body: TFuzzBody; fields: Record<string, string>; caller: TCaller }

export function pageActionArbitrary(targets: TPageActionTarget[]): fc.Arbitrary<TPageFuzzRequest> {
  return fc.record({
    target: fc.nat({ max: targets.length - 1 }),
    id: nastyId,
    body: fc.oneof({ weight: 3, arbitrary: fc.constant<TFuzzBody>({ type: 'form', payload: null }) }, { weight: 1, arbitrary: nastyBody }),
    fields: pageFields,
    caller: fc.constantFrom<TCaller>('anonymous', 'member', 'admin'),
  })
}

/**
 * Calls a route action the way React Router does. A refusal thrown as a Response or `data()`
 * (redirect, 403, 404) is an answer; any other throw is a server error (500).
 */
export async function sendPageAction(target: TPageActionTarget, request: TPageFuzzRequest, cookies: TCallerCookies): Promise<number> {
  const body: TFuzzBody = request.body.type === 'form' && request.body.payload === null ? { type: 'form', payload: request.fields } : request.body
  const { headers, payload } = encodeBody(body)
  const cookie = cookies[request.caller]
  let url = `${TEST_ORIGIN}/`
  try {
    url = new URL(target.path(request.id), TEST_ORIGIN).toString()
  } catch {
    // An id that cannot be part of a URL: post to the page without it.
  }
  const httpRequest = new Request(url, { method: 'POST', headers: { ...headers, ...(cookie ? { cookie } : {}) }, body: payload })
  const context: AppLoadContext = { nonce: 'fuzz', clientAddress: `203.0.113.${Math.floor(Math.random() * 250)}` }
  try {
    const result = await target.action({ request: httpRequest, params: target.params(decodeURIComponentSafe(request.id)), context, unstable_pattern: '' } as never)

    return statusOf(result)
  } catch (error) {
    if (error instanceof Response || (error && typeof error === 'object' && 'init' in error)) return statusOf(error)

    return 500
  }
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

function statusOf(result: unknown): number {
  if (result instanceof Response) return result.status
  if (result && typeof result === 'object' && 'init' in result) return (result as { init?: { status?: number } | null }).init?.status ?? 200

  return 200
}

const FINGERPRINTED_TABLES = ['users', 'agents', 'reviews', 'review_votes', 'review_reports', 'agent_claims', 'user_contributions', 'mail_outbox', 'one_time_tokens', 'agent_usage', 'crawl_runs', 'transactions', 'premium_subscriptions', 'payment_customers']

/** A digest of the stored data a rejected request must not change (not sessions or rate-limit counters). */
export async function storedDataFingerprint(): Promise<string> {
  const parts = FINGERPRINTED_TABLES.map((table) => `(select coalesce(md5(string_agg(t::text, '|' order by t::text)), '-') from ${table} t)`)
  const result = await db.execute(sql.raw(`select ${parts.join(' || \':\' || ')} as digest`))
  const rows = (result as unknown as { rows?: { digest: string }[] }).rows ?? (result as unknown as { digest: string }[])

  return rows[0]!.digest
}
