import { recordListingEvent } from '../listings/index.ts'
import { clientAddressOf } from './client-address.ts'

/** A GET the page cache answered, described with what it has before any framework runs. */
export type CachedVisit = {
  /** The path without the query. */
  path: string
  header: (name: string) => string | undefined
  socketAddress: string | undefined
}

/** An agent page (or its client-navigation data) at its canonical address: /agents/12-slug[.data]. */
const AGENT_PAGE = /^\/agents\/([1-9]\d{0,9})-[a-z0-9-]*(?:\.data)?$/

/**
 * A cached agent page is a view like a rendered one: the page cache calls this on each hit,
 * since the loader that counts rendered views does not run then. Cached pages are anonymous
 * only, so the viewer cannot be the owner.
 */
export function countCachedAgentView({ path, header, socketAddress }: CachedVisit) {
  const match = AGENT_PAGE.exec(path)
  if (!match) return
  recordListingEvent({ agentId: Number(match[1]), kind: 'view', clientAddress: clientAddressOf(header('x-forwarded-for'), socketAddress), userAgent: header('user-agent') ?? null, isOwner: false })
}
