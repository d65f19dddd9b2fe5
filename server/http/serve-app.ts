import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { serve, type ServerType } from '@hono/node-server'
import type { App } from './app.ts'

export type ServeAppOptions = { app: App; port: number; hostname?: string }

/**
 * Listens with Node's HTTP server. An anonymous cached page is answered before the app runs
 * (`app.answerFromCache`: stored bytes and headers, no Request, Response or Hono context); every
 * other request goes to Hono. `overrideGlobalObjects: false` keeps the platform's Response:
 * @hono/node-server's lightweight replacement forgets header edits made before its body is read
 * (by gzip, the page cache, `c.header` after a handler), which is how cached and compressed pages
 * lost their security headers (issue 11, defect 3).
 */
export function serveApp({ app, port, hostname }: ServeAppOptions): ServerType {
  return serve({
    fetch: app.fetch,
    port,
    hostname,
    overrideGlobalObjects: false,
    createServer: (options: object, handleWithApp: (incoming: IncomingMessage, outgoing: ServerResponse) => void) =>
      createServer(options, (incoming, outgoing) => {
        if (!app.answerFromCache(incoming, outgoing)) handleWithApp(incoming, outgoing)
      }),
  } as Parameters<typeof serve>[0])
}
