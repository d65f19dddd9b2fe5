import { afterEach, describe, expect, it } from 'vitest'
import { db } from '../../../db/client.ts'
import { listingVisitors, visitorSalts } from '../../../db/schema/index.ts'
import { findListingAnalytics, flushListingAnalytics, scheduleAnalyticsFlush, stopAnalyticsFlush } from '../../../server/listings/index.ts'
import { resetEnvForTests } from '../../../server/shared/env.ts'
import { apiRequest, createUser, sessionCookieFor } from '../../support/auth.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { GOOGLEBOT, createAgentPageApp, createBuilder, visit, type TBuilder } from './support.ts'

setupTestDatabase()

afterEach(() => {
  delete process.env.ANALYTICS_COUNTING
  resetEnvForTests()
})

/** Today's figures as the builder's analytics API shows them, after the buffer is written. */
async function todayFor(builder: TBuilder) {
  await flushListingAnalytics()
  const { app } = createAgentPageApp()
  const response = await apiRequest(app, `/api/premium/analytics?days=30&agentId=${builder.agent.id}`, { cookie: builder.cookie })
  expect(response.status).toBe(200)
  const body = (await response.json()) as { days: { views: number; clicks: number; uniqueVisitors: number }[] }

  return body.days.at(-1)!
}

const pagePath = (builder: TBuilder) => `/agents/${builder.agent.id}-${builder.agent.slug}`

describe('counting views of an agent page', () => {
  it('counts a view rendered once and each anonymous page-cache hit once: three visits, three views, one visitor', async () => {
    const builder = await createBuilder()
    const { app, renders } = createAgentPageApp()
    const answers = [await visit(app, pagePath(builder)), await visit(app, pagePath(builder)), await visit(app, pagePath(builder))]

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(answers.map((answer) => answer.headers.get('x-page-cache'))).toEqual(['miss', 'hit', 'hit'])
    expect(renders()).toBe(1)
    expect(await todayFor(builder)).toMatchObject({ views: 3, uniqueVisitors: 1, clicks: 0 })
  })

  it('tells visitors apart by address and browser, and keeps counting them once a day across flushes', async () => {
    const builder = await createBuilder()
    const { app } = createAgentPageApp()
    await visit(app, pagePath(builder), { address: '198.51.100.20' })
    await flushListingAnalytics()
    await visit(app, pagePath(builder), { address: '198.51.100.20' })
    await visit(app, pagePath(builder), { address: '198.51.100.21' })

    expect(await todayFor(builder)).toMatchObject({ views: 3, uniqueVisitors: 2 })
  })

  it('stores no address or user agent: only salted hashes, with one salt for the day', async () => {
    const builder = await createBuilder()
    const { app } = createAgentPageApp()
    await visit(app, pagePath(builder), { address: '203.0.113.99' })
    await flushListingAnalytics()
    const stored = JSON.stringify([await db.select().from(listingVisitors), await db.select().from(visitorSalts)])

    expect(stored).not.toContain('203.0.113.99')
    expect(stored).not.toContain('Chrome')
    expect(await db.select().from(visitorSalts)).toHaveLength(1)
  })

  it('leaves out bots, HEAD requests, redirects to the canonical address and the builder’s own visits', async () => {
    const builder = await createBuilder()
    const member = await createUser()
    const { app } = createAgentPageApp()
    await visit(app, pagePath(builder), { userAgent: GOOGLEBOT })
    await visit(app, pagePath(builder), { method: 'HEAD' })
    expect((await visit(app, `/agents/${builder.agent.id}`)).status).toBe(301)
    await visit(app, pagePath(builder), { cookie: builder.cookie })
    await visit(app, pagePath(builder), { cookie: await sessionCookieFor(member), address: '198.51.100.30' })

    expect(await todayFor(builder)).toMatchObject({ views: 1, uniqueVisitors: 1 })
  })

  it('counts client-side navigations (the page data request) like page loads', async () => {
    const builder = await createBuilder()
    const { app } = createAgentPageApp()
    await visit(app, `${pagePath(builder)}.data`)
    await visit(app, `${pagePath(builder)}.data`)

    expect(await todayFor(builder)).toMatchObject({ views: 2 })
  })

  it('counts nothing with ANALYTICS_COUNTING=false', async () => {
    process.env.ANALYTICS_COUNTING = 'false'
    resetEnvForTests()
    const builder = await createBuilder()
    const { app } = createAgentPageApp()
    await visit(app, pagePath(builder))
    await visit(app, pagePath(builder))

    expect(await todayFor(builder)).toMatchObject({ views: 0, uniqueVisitors: 0 })
  })
})

describe('writing the counts', () => {
  it('writes what is still in memory when the server stops (graceful shutdown)', async () => {
    const builder = await createBuilder()
    const { app } = createAgentPageApp()
    scheduleAnalyticsFlush()
    await visit(app, pagePath(builder))
    await stopAnalyticsFlush()
    const analytics = await findListingAnalytics({ userId: builder.user.id, days: 30 })

    expect(analytics.totals.views).toBe(1)
  })
})
