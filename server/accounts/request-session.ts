import { AsyncLocalStorage } from 'node:async_hooks'
import type { TSessionUser } from './accounts.schemas.ts'

type TRequestSession = { token: string; user: TSessionUser | null }

const requestSession = new AsyncLocalStorage<TRequestSession>()

/**
 * The session is read once per request: the HTTP middleware looks it up and runs the rest of the
 * request inside this scope, so every loader, action and guard of that request reuses the lookup
 * instead of querying the sessions table again (issue 20: "the session read once per request").
 */
export function withRequestSession<T>(session: TRequestSession, run: () => T): T {
  return requestSession.run(session, run)
}

/** The user the request's middleware found for this token; undefined outside a request or for another token. */
export function sessionReadForRequest(token: string): { user: TSessionUser | null } | undefined {
  const session = requestSession.getStore()

  return session && session.token === token ? { user: session.user } : undefined
}
