import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { requestId } from 'hono/request-id'
import type { AppLoadContext } from 'react-router'
import { readCatalogueVersion } from '../catalogue/index.ts'
import { apiRoutes } from './api/index.ts'
import { sessionMiddleware } from './auth-middleware.ts'
import { csrfProtection } from './csrf.ts'
import { handleApiError } from './errors.ts'
import { anonymousPageCache } from './page-cache.ts'
import { createPageContext } from './page-context.ts'
import { securityHeaders } from './security-headers.ts'

/**
 * Renders everything that is not the API or a static file: React Router. `context` becomes the
 * loaders' load context (CSP nonce, client address: server/http/page-context.ts).
 */
export type PageHandler = (request: Request, context: AppLoadContext) => Promise<Response>

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
  // Outermost, so cached pages and API answers go out gzipped too (a marketplace page: ~180 kB of HTML).
  app.use(compress())
  // Before anything answers: headers on every response, CSRF refusal before any handler runs.
  app.use(securityHeaders)
  app.use(csrfProtection)
  app.use(sessionMiddleware)
  app.onError(handleApiError)
  app.route('/api', apiRoutes)
  app.all('/api/*', (c) => c.json({ error: { code: 'NOT_FOUND', message: `No API route ${c.req.method} ${c.req.path}` } }, 404))

  if (staticRoot) {
    // Fingerprinted assets are immutable; other files (favicon) are cached briefly.
    app.use('/assets/*', serveStatic({ root: staticRoot, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable') }))
    app.use('*', serveStatic({ root: staticRoot, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600') }))
  }
  if (pageHandler) {
    app.use('*', anonymousPageCache({ readVersion: readCatalogueVersion }))
    app.all('*', (c) => pageHandler(c.req.raw, createPageContext(c)))
  }

  return app
}

export type App = ReturnType<typeof createApp>
