import type { Context } from 'hono'
import type { AppLoadContext } from 'react-router'
import { clientAddress } from './client-address.ts'

declare module 'react-router' {
  /** What the Hono app hands every route loader and action (and app/entry.server.tsx). */
  interface AppLoadContext {
    /** This response's Content-Security-Policy nonce, for inline scripts. */
    nonce: string
    /** The caller's IP address (server/http/client-address.ts), for rate limits in actions. */
    clientAddress: string
    /** The page cache's background refresh (server/http/page-cache.ts): nobody is looking, so nothing counts as a visit. */
    isBackgroundRender?: boolean
  }
}

/** React Router's load context for one request; filled by the security middleware before. */
export function createPageContext(c: Context): AppLoadContext {
  return { nonce: (c.get('nonce') as string | undefined) ?? '', clientAddress: clientAddress(c), isBackgroundRender: c.get('isBackgroundRender') === true }
}
