import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { requestId } from 'hono/request-id'
import { apiRoutes } from './api/index.ts'
import { handleApiError } from './errors.ts'

/** Renders everything that is not the API or a static file: React Router. */
export type PageHandler = (request: Request) => Promise<Response>

export type CreateAppOptions = {
  pageHandler?: PageHandler
  /** Built client assets (production); in development Vite serves them. */
  staticRoot?: string
}

/**
 * The whole HTTP surface, without `listen`, so tests call `app.request()` directly.
 * `/api/*` is Hono; the rest goes to React Router.
 */
export function createApp({ pageHandler, staticRoot }: CreateAppOptions = {}) {
  const app = new Hono()

  app.use(requestId())
  app.onError(handleApiError)
  app.route('/api', apiRoutes)
  app.all('/api/*', (c) => c.json({ error: { code: 'NOT_FOUND', message: `No API route ${c.req.method} ${c.req.path}` } }, 404))

  if (staticRoot) {
    // Fingerprinted assets are immutable; other files (favicon) are cached briefly.
    app.use('/assets/*', serveStatic({ root: staticRoot, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable') }))
    app.use('*', serveStatic({ root: staticRoot, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600') }))
  }
  if (pageHandler) app.all('*', (c) => pageHandler(c.req.raw))

  return app
}

export type App = ReturnType<typeof createApp>
