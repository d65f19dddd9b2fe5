/**
 * `npm run bench:fuzz`: the fuzz lane of issue 11 (defect 7). Sends FUZZ_REQUESTS (default 30,000)
 * property-generated requests (every API operation and every page action, as visitor, member and
 * admin, with hostile ids, text, page numbers and bodies) through the app on a fresh in-memory
 * database, and prints how many got each status. Exits 1 on any 5xx.
 *
 *   FUZZ_REQUESTS=30000 npm run bench:fuzz
 */
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { db, openDatabase, useDatabase } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { createApp } from '../server/http/app.ts'
import { createUser, sessionCookieFor } from '../tests/support/auth.ts'
import { createAgents } from '../tests/support/factories/agents.ts'
import { apiOperations, apiRequestArbitrary, pageActionArbitrary, sendApiRequest, sendPageAction, type TCallerCookies } from '../tests/support/fuzz.ts'
import { PAGE_ACTION_TARGETS } from '../tests/support/page-action-targets.ts'

const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 30_000)
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000)

const handle = await openDatabase({ kind: 'pglite' })
useDatabase(handle)
await migrateDatabase(handle)
await createAgents(Array.from({ length: 20 }, () => ({})))
const cookies: TCallerCookies = { anonymous: null, member: await sessionCookieFor(await createUser()), admin: await sessionCookieFor(await createUser({ role: 'admin' })) }
const app = createApp({ pageHandler: async () => new Response('page') })

const apiShare = Math.round(TOTAL * 0.7)
const apiRequests = fc.sample(apiRequestArbitrary(apiOperations()), { numRuns: apiShare, seed: SEED })
const pageRequests = fc.sample(pageActionArbitrary(PAGE_ACTION_TARGETS), { numRuns: TOTAL - apiShare, seed: SEED + 1 })
const statuses = new Map<number, number>()
const failures: string[] = []
const count = (status: number, label: string) => {
  statuses.set(status, (statuses.get(status) ?? 0) + 1)
  if (status >= 500 && failures.length < 20) failures.push(`${status} ${label}`)
}

const started = performance.now()
for (const [index, request] of apiRequests.entries()) {
  // Every 50 requests: forget rate limits so requests keep reaching the handlers.
  if (index % 50 === 0) await db.execute(sql`delete from rate_limit_hits`)
  const response = await sendApiRequest(app, request, cookies)
  await response.arrayBuffer()
  count(response.status, `${request.method} ${request.path.slice(0, 120)} as ${request.caller}`)
}
for (const [index, request] of pageRequests.entries()) {
  if (index % 50 === 0) await db.execute(sql`delete from rate_limit_hits`)
  const target = PAGE_ACTION_TARGETS[request.target]!
  count(await sendPageAction(target, request, cookies), `page action ${target.name} as ${request.caller}`)
}
const seconds = (performance.now() - started) / 1000
const serverErrors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0)

console.log(`Fuzzed ${TOTAL} requests (${apiShare} API over ${apiOperations().length} operations, ${TOTAL - apiShare} page actions over ${PAGE_ACTION_TARGETS.length}) in ${seconds.toFixed(1)} s (${Math.round(TOTAL / seconds)}/s), seed ${SEED}`)
console.table(Object.fromEntries([...statuses].sort(([a], [b]) => a - b).map(([status, n]) => [status, { requests: n }])))
console.log(`Server errors (5xx): ${serverErrors}`)
for (const failure of failures) console.log(`  ${failure}`)
await handle.close()
process.exit(serverErrors ? 1 : 0)
