import { randomBytes } from 'node:crypto'
import { createRequestHandler } from 'react-router'
import * as build from 'virtual:react-router/server-build'
import { projectPath } from '../db/project-path.ts'
import { boot } from './boot.ts'
import { prepareSearchIndex } from './catalogue/index.ts'
import { scheduleCrawls, stopCrawls } from './crawler/index.ts'
import { enableLocalAdmin } from './http/api/local-admin.ts'
import { createApp } from './http/app.ts'
import { scheduleAnalyticsFlush, stopAnalyticsFlush } from './listings/index.ts'
import { refreshExpiredPremium } from './placement/index.ts'
import { serveApp } from './http/serve-app.ts'
import { env } from './shared/env.ts'
import { logger } from './shared/logger.ts'

/** How often ended premium placements are cleared from the agents' stored columns. */
const PREMIUM_REFRESH_MS = 5 * 60_000
const STATIC_ROOT = projectPath('build/client')

/**
 * Production server: the React Router app, the API, static assets. This file is the input of the
 * server build (vite.config.ts), so the build bundles it with the pages into one module graph:
 * the server code is loaded once, not once as TypeScript and again inside the pages' bundle
 * (decision 043). Start it through server/main.ts or `npm start`, not directly.
 */
export async function main() {
  const config = env()
  const handle = await boot()
  await scheduleCrawls()
  scheduleAnalyticsFlush()
  // Reads already ignore ended premium; this brings the stored columns (and featured order) up to date.
  const premiumRefresh = setInterval(() => {
    refreshExpiredPremium().catch((error: unknown) => logger.error({ err: error }, 'refreshing expired premium failed'))
  }, PREMIUM_REFRESH_MS)
  premiumRefresh.unref()
  const handleRequest = createRequestHandler(build, config.NODE_ENV)
  const app = createApp({ pageHandler: (request, context) => handleRequest(request, context), staticRoot: STATIC_ROOT })

  const server = serveApp({ app, port: config.PORT })
  logger.info({ url: `http://localhost:${config.PORT}` }, 'Agent Atlas is listening')
  prepareSearchIndex().catch((error: unknown) => logger.warn({ err: error }, 'building the search index at start failed; the first search builds it'))
  if (handle.lock) {
    // CLI commands (crawl, seed, admin:create) cannot open the data directory while we hold it: they come through us.
    const token = randomBytes(32).toString('base64url')
    enableLocalAdmin(token)
    handle.lock.announceServer({ url: `http://127.0.0.1:${config.PORT}`, token })
  }

  const shutdown = async () => {
    server.close()
    clearInterval(premiumRefresh)
    // A crawl in progress is stopped between two merges and recorded as failed, not left running.
    await stopCrawls()
    // Views and clicks counted since the last flush are written before the database closes.
    await stopAnalyticsFlush()
    await handle.close()
    process.exit(0)
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
}
