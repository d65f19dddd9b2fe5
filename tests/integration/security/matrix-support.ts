import { count, eq, inArray } from 'drizzle-orm'
import { db } from '../../../db/client.ts'
import { agents, mailOutbox, oneTimeTokens, sessions, users } from '../../../db/schema/index.ts'
import type { App } from '../../../server/http/app.ts'
import { type TTestUser, apiRequest, createUser, sessionCookieFor } from '../../support/auth.ts'
import { createAgent } from '../../support/factories/agents.ts'

/** Who makes the call. `member` owns the fixture's agent; `otherMember` owns nothing. */
export type Caller = 'anonymous' | 'member' | 'otherMember' | 'admin'
export const CALLERS: Caller[] = ['anonymous', 'member', 'otherMember', 'admin']

/** Shorthands for `allowed`. OWNER: the resource belongs to `member` (admins moderate). */
export const ANYONE: Caller[] = CALLERS
export const SIGNED_IN: Caller[] = ['member', 'otherMember', 'admin']
export const OWNER: Caller[] = ['member', 'admin']
export const ADMIN: Caller[] = ['admin']

/** A fresh world for every call, so one allowed call cannot hide another's effect. */
export type MatrixFixture = {
  member: TTestUser
  otherMember: TTestUser
  admin: TTestUser
  /** An agent owned by `member` (a builder). */
  agentId: number
}

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type MatrixEntry = {
  /** Method and path as the API registers it (Hono pattern), e.g. 'POST /api/admin/users/:id/role'. */
  route: `${Method} /api/${string}`
  /** The concrete path, when the route has parameters. */
  path?: (fixture: MatrixFixture) => string
  /** A valid body, so a refusal can only come from the permission check. `caller` is null for visitors. */
  body?: (fixture: MatrixFixture, caller: TTestUser | null) => unknown | Promise<unknown>
  allowed: Caller[]
  /** Reads the state this call would change. Refused calls must leave it equal; allowed ones change it. */
  snapshot: (fixture: MatrixFixture) => Promise<unknown>
  /** Allowed callers for whom the call legitimately changes nothing (a visitor signing out). */
  noEffectFor?: Caller[]
  /** Runs before the whole matrix (e.g. environment for a background job). */
  setUp?: () => Promise<void> | void
  tearDown?: () => Promise<void> | void
}

export async function createMatrixFixture(): Promise<MatrixFixture> {
  const [member, otherMember, admin] = await Promise.all([createUser(), createUser(), createUser({ role: 'admin' })])
  const agent = await createAgent()
  await db.update(agents).set({ ownerUserId: member.id }).where(eq(agents.id, agent.id))

  return { member, otherMember, admin, agentId: agent.id }
}

export function callerUser(fixture: MatrixFixture, caller: Caller): TTestUser | null {
  return caller === 'anonymous' ? null : fixture[caller]
}

let addressCounter = 0

export type PreparedCall = { send: () => Promise<Response> }

/**
 * Everything a call needs (the caller's session, the body with any tokens it holds) is made
 * first, so the snapshot taken next already contains it; `send()` then only makes the request,
 * from our own origin and a fresh address (rate limits stay out of the way).
 */
export async function prepareCall(app: App, entry: MatrixEntry, fixture: MatrixFixture, caller: Caller): Promise<PreparedCall> {
  const user = callerUser(fixture, caller)
  const cookie = user ? await sessionCookieFor(user) : null
  const [method, routePath] = entry.route.split(' ') as [Method, string]
  const body = entry.body ? await entry.body(fixture, user) : undefined
  addressCounter += 1
  const address = `10.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}.1`

  return { send: () => apiRequest(app, entry.path ? entry.path(fixture) : routePath, { method, body, cookie, address }) }
}

/** The fixture users' rows as the account endpoints change them. */
export async function snapshotUsers(fixture: MatrixFixture) {
  const ids = [fixture.member.id, fixture.otherMember.id, fixture.admin.id]

  return db
    .select({ id: users.id, email: users.email, name: users.name, role: users.role, passwordHash: users.passwordHash, deletedAt: users.deletedAt })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(users.id)
}

/** Sessions of the fixture users (sign-in creates, sign-out and revocations delete). */
export async function snapshotSessions(fixture: MatrixFixture) {
  const ids = [fixture.member.id, fixture.otherMember.id, fixture.admin.id]

  return db.select({ id: sessions.id, userId: sessions.userId }).from(sessions).where(inArray(sessions.userId, ids)).orderBy(sessions.id)
}

/** Mail sent and links issued, product-wide. */
export async function snapshotMailAndTokens() {
  const [mails] = await db.select({ total: count() }).from(mailOutbox)
  const tokens = await db.select({ id: oneTimeTokens.id, usedAt: oneTimeTokens.usedAt }).from(oneTimeTokens).orderBy(oneTimeTokens.id)

  return { mails: mails?.total ?? 0, tokens }
}

/**
 * The local admin API (`npm run crawl`, `seed`, `admin:create`, `catalogue:phrases` while the server
 * holds the embedded database) answers only the token in the lock file; every session, admin
 * included, gets a 404 (tested beside the matrix), so it is not a row of it.
 */
export const LOCAL_ADMIN_ROUTES = ['POST /api/local/admin', 'POST /api/local/crawl', 'POST /api/local/search-phrases', 'POST /api/local/seed']

/** Every route of the app that changes state: the matrix must list each one. */
export function mutatingApiRoutes(app: App): string[] {
  const routes = app.routes
    .filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) && route.path.startsWith('/api/'))
    .filter((route) => !LOCAL_ADMIN_ROUTES.includes(`${route.method} ${route.path}`))
    .map((route) => `${route.method} ${route.path}`)

  return [...new Set(routes)].sort()
}
