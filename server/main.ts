import { serve } from '@hono/node-server'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { boot } from './boot.ts'
import { scheduleCrawls, stopCrawls } from './crawler/index.ts'
import { createApp } from './http/app.ts'
import { env } from './shared/env.ts'
import { logger } from './shared/logger.ts'

const BUILD_PATH = new URL('../build/server/index.js', import.meta.url).href
const STATIC_ROOT = new URL('../build/client', import.meta.url).pathname

/** Production server: the built React Router app, the API, static assets. */
export async function main() {
  const config = env()
  const handle = await boot()
  await scheduleCrawls()
  const build = (await import(BUILD_PATH)) as ServerBuild
  const handleRequest = createRequestHandler(build, config.NODE_ENV)
  const app = createApp({ pageHandler: (request, context) => handleRequest(request, context), staticRoot: STATIC_ROOT })

  const server = serve({ fetch: app.fetch, port: config.PORT })
  logger.info({ url: `http://localhost:${config.PORT}` }, 'Agent Atlas is listening')

  const shutdown = async () => {
    server.close()
    // A crawl in progress is stopped between two merges and recorded as failed, not left running.
    await stopCrawls()
    await handle.close()
    process.exit(0)
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
}
