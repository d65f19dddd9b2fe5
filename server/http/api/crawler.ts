import { Hono } from 'hono'
import {
  ZCrawlRunsQuery,
  ZCrawlRunsResult,
  ZCrawlerStatus,
  ZStartCrawlResult,
  findCrawlRuns,
  getCrawlerStatus,
  startCrawl,
} from '../../crawler/index.ts'
import { type AuthEnv, requireAdminMiddleware } from '../auth-middleware.ts'
import { ZApiError, registerOpenApiOperation } from '../openapi.ts'
import { validate } from '../validate.ts'

/** The crawler dashboard's API. Anyone may read the counts; only admins start runs or read errors. */
export const crawlerRoutes = new Hono<AuthEnv>()
  // GET /api/crawler/status – catalogue totals, sources, schedule, the current run's progress
  .get('/crawler/status', async (c) => {
    c.header('Cache-Control', 'no-store')

    return c.json(await getCrawlerStatus({ includeErrorMessages: c.var.user?.role === 'admin' }))
  })
  // GET /api/crawler/runs – the latest runs with per-source counts (error messages for admins)
  .get('/crawler/runs', validate('query', ZCrawlRunsQuery), async (c) => {
    c.header('Cache-Control', 'no-store')
    const { limit } = c.req.valid('query')

    return c.json({ runs: await findCrawlRuns({ limit, includeErrorMessages: c.var.user?.role === 'admin' }) })
  })
  // POST /api/crawler/run – start a crawl now (admins); it runs in the background
  .post('/crawler/run', requireAdminMiddleware, async (c) => {
    const { runId } = await startCrawl({ trigger: 'manual', requestedByUserId: c.var.user.id, actor: c.var.user })

    return c.json({ message: 'Crawl started. Progress shows on the crawler dashboard.', runId }, 202)
  })

registerOpenApiOperation({
  method: 'get',
  path: '/api/crawler/status',
  summary: 'Crawler status',
  description:
    'Catalogue totals, agents per platform and per crawler source, the daily schedule (06:00 UTC) with its next run, and the running crawl’s progress. Refreshed by the dashboard every 30 seconds, every 2 while a crawl runs.',
  tags: ['Crawler'],
  responses: { 200: { description: 'The status.', schema: ZCrawlerStatus } },
})

registerOpenApiOperation({
  method: 'get',
  path: '/api/crawler/runs',
  summary: 'Crawl history',
  description: 'The latest runs, newest first, with each source’s counts. Error messages are shown to admins only.',
  tags: ['Crawler'],
  query: ZCrawlRunsQuery,
  responses: {
    200: { description: 'The runs.', schema: ZCrawlRunsResult },
    400: { description: 'A limit outside 1–50.', schema: ZApiError },
  },
})

registerOpenApiOperation({
  method: 'post',
  path: '/api/crawler/run',
  summary: 'Run the crawler now',
  description: 'Admins only. Takes the crawl lock and crawls every source in the background; follow it with GET /api/crawler/status.',
  tags: ['Crawler'],
  responses: {
    202: { description: 'The crawl started.', schema: ZStartCrawlResult },
    401: { description: 'Not signed in.', schema: ZApiError },
    403: { description: 'Signed in, but not an admin.', schema: ZApiError },
    409: { description: 'A crawl is already running (on this or another server).', schema: ZApiError },
  },
})
