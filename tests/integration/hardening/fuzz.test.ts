import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '../../../db/client.ts'
import { stopCrawls } from '../../../server/crawler/index.ts'
import { createApp } from '../../../server/http/app.ts'
import { createUser, sessionCookieFor } from '../../support/auth.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgents } from '../../support/factories/agents.ts'
import { apiOperations, apiRequestArbitrary, pageActionArbitrary, sendApiRequest, sendPageAction, storedDataFingerprint, type TCallerCookies } from '../../support/fuzz.ts'
import { PAGE_ACTION_TARGETS } from '../../support/page-action-targets.ts'

setupTestDatabase()
const app = createApp({ pageHandler: async () => new Response('page') })
const RUNS = Number(process.env.FUZZ_RUNS ?? 250)
let cookies: TCallerCookies

beforeAll(async () => {
  await createAgents(Array.from({ length: 5 }, () => ({})))
  cookies = { anonymous: null, member: await sessionCookieFor(await createUser()), admin: await sessionCookieFor(await createUser({ role: 'admin' })) }
})

/** Rate limits would turn most fuzzed requests into 429s; forget them so each request reaches the handler. */
async function forgetRateLimits() {
  await db.execute(sql`delete from rate_limit_hits`)
}

describe('fuzzing (issue 11, defect 7)', () => {
  it('covers every documented API operation and every page action', () => {
    expect(apiOperations().length).toBeGreaterThanOrEqual(40)
    expect(PAGE_ACTION_TARGETS.length).toBeGreaterThanOrEqual(20)
  })

  it('gets no 5xx from any API route, and rejected requests change no stored data', { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(apiRequestArbitrary(apiOperations()), async (request) => {
        await forgetRateLimits()
        // An admin's accepted "run the crawler" goes on in the background and writes crawl_runs
        // during later requests: stop it first, so a change seen is the request's own.
        await stopCrawls()
        const before = await storedDataFingerprint()
        const response = await sendApiRequest(app, request, cookies)
        const status = response.status
        await response.arrayBuffer()

        expect(status, `${request.method} ${request.path} as ${request.caller}`).toBeLessThan(500)
        if (status >= 400) expect(await storedDataFingerprint(), `${request.method} ${request.path} changed data with ${status}`).toBe(before)
      }),
      { numRuns: RUNS },
    )
  })

  it('gets no 5xx from any page action, and rejected posts change no stored data', { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(pageActionArbitrary(PAGE_ACTION_TARGETS), async (request) => {
        await forgetRateLimits()
        // An admin's accepted "run the crawler" goes on in the background and writes crawl_runs
        // during later requests: stop it first, so a change seen is the request's own.
        await stopCrawls()
        const target = PAGE_ACTION_TARGETS[request.target]!
        const before = await storedDataFingerprint()
        const status = await sendPageAction(target, request, cookies)

        expect(status, `${target.name} as ${request.caller}`).toBeLessThan(500)
        if (status >= 400) expect(await storedDataFingerprint(), `${target.name} changed data with ${status}`).toBe(before)
      }),
      { numRuns: RUNS },
    )
  })

  it.each([
    ['/api/agents/2147483648', 400],
    ['/api/agents/9999999999/reviews', 400],
    ['/api/agents?search=a%00b', 400],
    ['/api/reviews/99999999999', 404],
  ])('answers the shapes fuzzing found with a 4xx (%s)', async (path, _status) => {
    const response = await app.request(path)

    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
  })
})
