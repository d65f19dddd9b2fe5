import type { Context } from 'hono'
import { recordListingEvent } from '../listings/index.ts'
import { clientAddress } from './client-address.ts'

/** An agent page (or its client-navigation data) at its canonical address: /agents/12-slug[.data]. */
const AGENT_PAGE = /^\/agents\/([1-9]\d{0,9})-[a-z0-9-]*(?:\.data)?$/

/**
 * A cached agent page is a view like a rendered one: the page cache calls this on each hit,
 * since the loader that counts rendered views does not run then. Cached pages are anonymous
 * only, so the viewer cannot be the owner.
 */
export function countCachedAgentView(c: Context) {
  const match = AGENT_PAGE.exec(c.req.path)
  if (!match) return
  recordListingEvent({ agentId: Number(match[1]), kind: 'view', clientAddress: clientAddress(c), userAgent: c.req.header('user-agent') ?? null, isOwner: false })
}
