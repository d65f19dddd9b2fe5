import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { stopCrawls } from '../../../server/crawler/index.ts'
import { createApp } from '../../../server/http/app.ts'
import { resetEnvForTests } from '../../../server/shared/env.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { adminCookie, memberCookie } from './sessions.ts'
import { createSnapshotSubset } from './snapshot-subset.ts'

setupTestDatabase()
// Crawls merge hundreds of entries: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 120_000 })
const app = createApp()
let snapshots: Awaited<ReturnType<typeof createSnapshotSubset>>
let admin: string
let member: string

beforeAll(async () => {
  // An offline crawl of one small directory: quick, and every other source has something to say.
  snapshots = await createSnapshotSubset(['Shubhamsaboo__awesome-llm-apps'])
  process.env.CRAWLER_SNAPSHOT_DIR = snapshots.root
  process.env.CRAWLER_LIVE = 'false'
  resetEnvForTests()
  admin = await adminCookie()
  member = await memberCookie()
})
afterAll(async () => {
  await stopCrawls()
  await snapshots.remove()
  delete process.env.CRAWLER_SNAPSHOT_DIR
  resetEnvForTests()
})

const post = (cookie?: string) =>
  app.request('http://localhost/api/crawler/run', { method: 'POST', headers: { origin: 'http://localhost', ...(cookie ? { cookie } : {}) } })
const status = async (cookie?: string) => (await app.request('/api/crawler/status', { headers: cookie ? { cookie } : {} })).json()

async function waitForIdle() {
  for (let attempt = 0; attempt < 300; attempt++) {
    const body = await status()
    if (!body.currentRun) return body
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('The crawl did not finish')
}

describe('GET /api/crawler/status', () => {
  it('shows an empty catalogue, the five kinds of source and the daily 06:00 UTC schedule', async () => {
    const response = await app.request('/api/crawler/status')

    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({ totalAgents: 0, freeAgents: 0, sourceBreakdown: {}, currentRun: null, lastRun: null, lastUpdated: null, isLive: false })
    // No scheduler runs inside the test process, so the crawler is honestly not active here.
    expect(body.crawlerActive).toBe(false)
    expect(body.schedule).toMatchObject({ cron: '0 6 * * *', timezone: 'UTC' })
    expect(body.schedule.nextRunAt).toMatch(/T06:00:00\.000Z$/)
    expect(body.sources.map((source: { kind: string }) => source.kind)).toEqual(['directory', 'code-hosting', 'model-hub', 'community', 'template-project'])
    expect(body.sources.find((source: { key: string }) => source.key === 'github')).toMatchObject({ enabled: false, disabledReason: 'disabled (live crawling off)' })
  })
})

describe('POST /api/crawler/run', () => {
  it('refuses visitors with 401 and members with 403', async () => {
    expect((await post()).status).toBe(401)
    const forbidden = await post(member)
    expect(forbidden.status).toBe(403)
    expect(await forbidden.json()).toMatchObject({ error: { code: 'FORBIDDEN' } })
  })

  it('starts a crawl for an admin, answers 409 while it runs, then records it', async () => {
    const started = await post(admin)
    expect(started.status).toBe(202)
    const { message, runId } = await started.json()
    expect(message).toMatch(/crawl started/i)

    const again = await post(admin)
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ error: { code: 'CONFLICT', message: 'A crawl is already running', runId } })

    const running = await status()
    expect(running.currentRun).toMatchObject({ id: runId, status: 'running', trigger: 'manual' })

    const done = await waitForIdle()
    expect(done.lastRun).toMatchObject({ id: runId, status: 'completed' })
    expect(done.lastRun.message).toMatch(/new agents?/)
    expect(done.lastUpdated).toBe(done.lastRun.finishedAt)
    expect(done.totalAgents).toBeGreaterThan(50)
    expect(Object.values(done.sourceBreakdown as Record<string, number>).reduce((sum, count) => sum + count, 0)).toBe(done.totalAgents)
    expect(done.sources.find((source: { key: string }) => source.key === 'directories').count).toBe(done.totalAgents)
  })

  it('lets exactly one of two simultaneous starts through', async () => {
    const answers = await Promise.all([post(admin), post(admin)])

    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409])
    await waitForIdle()
  })
})

describe('GET /api/crawler/runs', () => {
  it('shows the history to everyone and the error messages to admins only', async () => {
    const visitor = await (await app.request('/api/crawler/runs?limit=5')).json()
    const asAdmin = await (await app.request('/api/crawler/runs?limit=5', { headers: { cookie: admin } })).json()

    expect(visitor.runs).toHaveLength(2)
    type Run = { sources: { sourceKey: string; errors: number; errorMessages: string[] | null }[] }
    const directories = (run: Run) => run.sources.find((source) => source.sourceKey === 'directories')!
    // Only one directory is in the snapshot folder: the others' missing files are errors.
    expect(directories(visitor.runs[0])).toMatchObject({ errors: expect.any(Number), errorMessages: null })
    expect(directories(asAdmin.runs[0]).errorMessages?.length).toBeGreaterThan(0)
  })

  it('rejects a limit out of range', async () => {
    expect((await app.request('/api/crawler/runs?limit=500')).status).toBe(400)
  })
})
