import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../../db/client.ts'
import { testDatabaseKind } from '../../support/database.ts'
import { adminUrl, withDatabase } from '../../support/postgres.ts'

/**
 * Several processes on one Postgres server (issue 11): two real app processes share sessions,
 * rate limits, the crawl lock and the catalogue version (a review posted through one shows on
 * the other at once). Runs in the `postgres` project only (it needs TEST_DATABASE_URL).
 */
const isPostgres = testDatabaseKind() === 'postgres'
const PUBLIC_URL = 'http://atlas.test'
const PORTS = [Number(process.env.E2E_PORT ?? 3211) + 50, Number(process.env.E2E_PORT ?? 3211) + 51]
const admin = { email: 'two-admin@example.test', password: 'two processes admin password' }
const name = `agent_atlas_two_${process.pid}`
const servers: ChildProcess[] = []
const base = (index: number) => `http://127.0.0.1:${PORTS[index]}`

async function waitForHealth(url: string) {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} never became healthy`)
}

function startServer(index: number, databaseUrl: string) {
  const child = spawn(process.execPath, ['-e', "import('./server/main.ts').then((m) => m.main())"], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORTS[index]), DATABASE_URL: databaseUrl, PUBLIC_URL, TRUST_PROXY: 'true', LOG_LEVEL: 'warn', CRAWLER_SCHEDULE: 'off', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  servers.push(child)

  return waitForHealth(base(index))
}

type Call = { method?: string; body?: unknown; cookie?: string; ip?: string }

async function call(index: number, path: string, { method = 'GET', body, cookie, ip = '198.51.100.1' }: Call = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': ip }
  if (method !== 'GET') headers.origin = PUBLIC_URL
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (cookie) headers.cookie = cookie

  return fetch(`${base(index)}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
}

function cookieOf(response: Response): string {
  return response.headers.getSetCookie()[0]!.split(';')[0]!
}

describe.skipIf(!isPostgres)('two app processes on one Postgres server', () => {
  let databaseUrl = ''

  beforeAll(async () => {
    // The app process serves the production build; `npm test` builds before this suite runs.
    if (!existsSync(new URL('../../../build/server/index.js', import.meta.url))) {
      throw new Error('No production build: run `npm run build` first (npm test does it before the suite)')
    }
    const url = process.env.TEST_DATABASE_URL!
    const maintenance = await openDatabase({ kind: 'postgres', url: adminUrl(url), max: 1 })
    await maintenance.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
    await maintenance.db.execute(sql.raw(`CREATE DATABASE ${name}`))
    await maintenance.close()
    databaseUrl = withDatabase(url, name)
    // The first start migrates and seeds; the second finds both done.
    await startServer(0, databaseUrl)
    await startServer(1, databaseUrl)
  }, 300_000)

  afterAll(async () => {
    for (const server of servers) server.kill('SIGTERM')
    await Promise.all(servers.map((server) => new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve(null)))))
    const maintenance = await openDatabase({ kind: 'postgres', url: adminUrl(process.env.TEST_DATABASE_URL!), max: 1 })
    await maintenance.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
    await maintenance.close()
  }, 60_000)

  it('shares sessions: signed up on one, signed in on the other', async () => {
    const signedUp = await call(0, '/api/auth/sign-up', { method: 'POST', body: { email: 'both@example.test', password: 'a long enough password', name: 'Both' } })
    expect(signedUp.status).toBe(201)
    const me = await call(1, '/api/auth/me', { cookie: cookieOf(signedUp) })

    expect(me.status).toBe(200)
    expect((await me.json()).user.email).toBe('both@example.test')
  })

  it('shares rate limits: attempts on either count together', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await call(attempt % 2, '/api/auth/sign-in', { method: 'POST', body: { email: 'both@example.test', password: 'wrong password' }, ip: '203.0.113.5' })
      expect(response.status).toBe(401)
    }

    expect((await call(1, '/api/auth/sign-in', { method: 'POST', body: { email: 'both@example.test', password: 'wrong password' }, ip: '203.0.113.5' })).status).toBe(429)
  })

  it('shows a review posted through one process on the other at once (catalogue version)', async () => {
    const list = (await (await call(1, '/api/agents?limit=1')).json()) as { agents: { id: number; totalRatings: number }[] }
    const agent = list.agents[0]!
    const before = (await (await call(1, `/api/agents/${agent.id}`)).json()) as { totalRatings: number }
    expect((await call(1, `/api/agents/${agent.id}`)).headers.get('x-page-cache')).toBe('hit')
    const member = cookieOf(await call(0, '/api/auth/sign-in', { method: 'POST', body: { email: 'both@example.test', password: 'a long enough password' }, ip: '198.51.100.44' }))
    const posted = await call(0, '/api/reviews', { method: 'POST', cookie: member, body: { agentId: agent.id, rating: 5, title: 'Works across processes', comment: 'Posted through the first process, read through the second one at once.' } })
    expect(posted.status).toBeLessThan(300)

    // The second process had it cached; the first one's commit NOTIFYs it (migration 0020), which takes
    // a few milliseconds to arrive, so the read is repeated until then rather than timed.
    await expect.poll(async () => ((await (await call(1, `/api/agents/${agent.id}`)).json()) as { totalRatings: number }).totalRatings, { timeout: 5000, interval: 20 }).toBe(before.totalRatings + 1)
  })

  it('answers anonymous pages from each process cache and drops them when the other process writes', async () => {
    const list = (await (await call(0, '/api/agents?limit=1')).json()) as { agents: { id: number; slug: string }[] }
    const agent = list.agents[0]!
    const page = `/agents/${agent.id}-${agent.slug}`
    await call(1, page)
    const hit = await call(1, page)
    expect(hit.headers.get('x-page-cache')).toBe('hit')

    const adminCookie = cookieOf(await call(0, '/api/auth/sign-in', { method: 'POST', body: admin, ip: '198.51.100.46' }))
    const edited = await call(0, `/api/admin/agents/${agent.id}`, { method: 'PATCH', cookie: adminCookie, body: { description: 'Described again through the first process, for the cache test.' } })
    expect(edited.status).toBeLessThan(300)

    await expect.poll(async () => (await call(1, page)).headers.get('x-page-cache'), { timeout: 5000, interval: 20 }).toBe('miss')
    expect(await (await call(1, page)).text()).toContain('Described again through the first process')
  })

  it('holds the crawl lock across processes: one crawl at a time', async () => {
    const adminCookie = cookieOf(await call(0, '/api/auth/sign-in', { method: 'POST', body: admin, ip: '198.51.100.45' }))
    const first = await call(0, '/api/crawler/run', { method: 'POST', cookie: adminCookie })
    const second = await call(1, '/api/crawler/run', { method: 'POST', cookie: adminCookie })

    expect(first.status).toBe(202)
    expect(second.status).toBe(409)
  })
})
