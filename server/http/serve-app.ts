import { serve, type ServerType } from '@hono/node-server'
import type { App } from './app.ts'

export type ServeAppOptions = { app: App; port: number; hostname?: string }

/**
 * Listens with Node's HTTP server. `overrideGlobalObjects: false` keeps the platform's Response:
 * @hono/node-server's lightweight replacement forgets header edits made before its body is read
 * (by gzip, the page cache, `c.header` after a handler), which is how cached and compressed pages
 * lost their security headers (issue 11, defect 3).
 */
export function serveApp({ app, port, hostname }: ServeAppOptions): ServerType {
  return serve({ fetch: app.fetch, port, hostname, overrideGlobalObjects: false })
}
