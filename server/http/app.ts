import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { requestId } from 'hono/request-id'
import type { AppLoadContext } from 'react-router'
import { watchCatalogueChanges } from '../catalogue/index.ts'
import { apiRoutes } from './api/index.ts'
import { sessionMiddleware } from './auth-middleware.ts'
import { csrfProtection } from './csrf.ts'
import { countCachedAgentView } from './count-cached-agent-view.ts'
import { handleApiError } from './errors.ts'
import { bodyLimits } from './body-limits.ts'
import { createPageCache } from './page-cache.ts'
import { createPageContext } from './page-context.ts'
import { refuseNulCharacters } from './refuse-nul-characters.ts'
import { hashedContentSecurityPolicy, securityHeaders } from './security-headers.ts'
import { webhookRoutes } from './webhooks.ts'

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
 * Public catalogue reads (GET /api/agents and below): the same answer for every anonymous caller,
 * and every change to them moves the catalogue version. Review lists are not: a helpful vote
 * changes them without touching the catalogue, so they are always answered fresh.
 */
const isPublicApiPath = (path: string) => (path === '/api/agents' || path.startsWith('/api/agents/')) && !/\/reviews(\/|$)/.test(path)

/**
 * The whole HTTP surface, without `listen`, so tests call `app.request()` directly.
 * `/api/*` is Hono; the rest goes to React Router.
 */
export function createApp({ pageHandler, staticRoot }: CreateAppOptions = {}) {
  const app = new Hono()
  // Gzip for what the cache does not store (a marketplace page: ~180 kB of HTML); stored answers are compressed once, when stored.
  const compressResponses = compress()

  // Outermost: renders and stores anonymous misses; the Node server answers hits before the app
  // (server/http/serve-app.ts, docs/decisions/024-cache-hits-before-the-framework.md).
  const pageCache = createPageCache({
    changes: () => watchCatalogueChanges(),
    isCacheablePath: pageHandler ? (path) => !path.startsWith('/assets/') && (!path.startsWith('/api/') || isPublicApiPath(path)) : isPublicApiPath,
    contentSecurityPolicy: hashedContentSecurityPolicy,
    compressUncached: compressResponses,
    // Agent page views that reach no loader (the dashboard's analytics).
    onHit: countCachedAgentView,
    renderInBackground: async (url, bindings) => app.fetch(new Request(url), bindings),
  })
  app.use(pageCache.middleware)
  app.use(requestId())
  // Before anything answers: headers on every response, CSRF refusal before any handler runs.
  app.use(securityHeaders)
  app.use(csrfProtection)
  // Bad input is refused before it is parsed or reaches a query: oversized bodies (413), NUL characters (400).
  app.use(bodyLimits)
  app.use(refuseNulCharacters)
  app.use(sessionMiddleware)
  app.onError(handleApiError)
  app.route('/api', apiRoutes)
  app.all('/api/*', (c) => c.json({ error: { code: 'NOT_FOUND', message: `No API route ${c.req.method} ${c.req.path}` } }, 404))
  // Payment providers' signed events; the raw body is kept for the signature (server/http/webhooks.ts).
  app.route('/webhooks', webhookRoutes)

  if (staticRoot) {
    // Fingerprinted assets are immutable; other files (favicon) are cached briefly.
    app.use('/assets/*', serveStatic({ root: staticRoot, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable') }))
    app.use('*', serveStatic({ root: staticRoot, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600') }))
  }
  if (pageHandler) {
    app.all('*', (c) => pageHandler(c.req.raw, createPageContext(c)))
  }

  // The Node server asks the cache first (serve-app.ts); `app.request()` callers go through the middleware.
  return Object.assign(app, { answerFromCache: pageCache.answer })
}

export type App = ReturnType<typeof createApp>
