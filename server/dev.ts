/**
 * `npm run dev`: the same server with Vite's hot reload. Vite serves the client modules;
 * every other request goes through the same Hono app as production.
 */
import { createServer as createHttpServer } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { createServer as createViteServer } from 'vite'
import { boot } from './boot.ts'
import { scheduleCrawls } from './crawler/index.ts'
import { createApp } from './http/app.ts'
import { scheduleAnalyticsFlush } from './listings/index.ts'
import { env } from './shared/env.ts'
import { logger } from './shared/logger.ts'

const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' })
await boot()
await scheduleCrawls()
scheduleAnalyticsFlush()

const app = createApp({
  pageHandler: async (request, context) => {
    const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild

    return createRequestHandler(build, 'development')(request, context)
  },
})
// The platform's Response, as in production (server/http/serve-app.ts: header edits must not get lost).
const honoListener = getRequestListener(app.fetch, { overrideGlobalObjects: false })
const server = createHttpServer((request, response) => vite.middlewares(request, response, () => honoListener(request, response)))

server.listen(env().PORT, () => logger.info({ url: `http://localhost:${env().PORT}` }, 'Agent Atlas (dev) is listening'))
