import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { db } from '../../../db/client.ts'
import { agents, crawlRuns } from '../../../db/schema/index.ts'
import { mergeAgentDraft } from '../../../server/catalogue/index.ts'
import { publishCommunityContribution, startCrawl, stopCrawls } from '../../../server/crawler/index.ts'
import { isAppError } from '../../../server/shared/errors.ts'
import { buildAgentDraft } from '../../support/factories/agent-draft.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { startFixtureServer, type FixtureServer } from '../../support/fixture-server.ts'
import { liveSettings, sourceRow } from './crawl-helpers.ts'

setupTestDatabase()
// Crawls merge hundreds of entries: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 120_000 })
let server: FixtureServer
beforeAll(async () => {
  server = await startFixtureServer()
})
afterAll(async () => {
  await stopCrawls()
  await server.close()
})

const start = (overrides: Parameters<typeof liveSettings>[1] = {}) =>
  startCrawl({ trigger: 'manual', sourceKeys: ['github'], settings: liveSettings(server, { linkChecksPerRun: 0, ...overrides }), retryDelayMs: 1 })

describe('one crawl at a time', () => {
  it('refuses a second start with CONFLICT while a run is going', async () => {
    server.scenario.delayMs = 100
    const first = await start()
    try {
      const second = await start().catch((error: unknown) => error)

      expect(isAppError(second) && second.code).toBe('CONFLICT')
      expect(isAppError(second) && second.details).toEqual({ runId: first.runId })
    } finally {
      server.scenario.delayMs = 0
      await first.finished
    }
  })

  it('takes over from a run whose heartbeat stopped on another server', async () => {
    const [stale] = await db
      .insert(crawlRuns)
      .values({ trigger: 'schedule', sourceKeys: ['github'], owner: 'another-host:4242', heartbeatAt: sql`now() - interval '10 minutes'` })
      .returning({ id: crawlRuns.id })

    const { finished } = await start({ staleAfterMs: 120_000 })
    expect((await finished).status).toBe('completed')

    const [row] = await db.select({ status: crawlRuns.status, error: crawlRuns.error }).from(crawlRuns).where(eq(crawlRuns.id, stale!.id))
    expect(row).toMatchObject({ status: 'failed', error: expect.stringMatching(/no heartbeat/) })
  })

  it('leaves a run with a fresh heartbeat on another server alone', async () => {
    const [alive] = await db
      .insert(crawlRuns)
      .values({ trigger: 'schedule', sourceKeys: ['github'], owner: 'another-host:4243' })
      .returning({ id: crawlRuns.id })
    try {
      const refused = await start({ staleAfterMs: 120_000 }).catch((error: unknown) => error)

      expect(isAppError(refused) && refused.code).toBe('CONFLICT')
    } finally {
      await db.update(crawlRuns).set({ status: 'failed' }).where(eq(crawlRuns.id, alive!.id))
    }
  })
})

describe('what a crawl never does', () => {
  it('overwrites no field an admin or owner locked', async () => {
    const [agent] = await db
      .select({ id: agents.id })
      .from(agents)
      .where(eq(agents.repoFullName, 'crewaiinc/crewai'))
    await db
      .update(agents)
      .set({ description: 'Edited by its owner.', industry: 'legal', tags: ['owner-tag'], stars: 1, lockedFields: ['description', 'industry', 'tags', 'stars'] })
      .where(eq(agents.id, agent!.id))
    // Forget the stored ETags so the pages are read and merged again.
    await db.execute(sql`delete from crawler_http_cache`)

    const { finished } = await start()
    const { runId } = await finished

    expect((await sourceRow(runId, 'github')).fetched).toBe(60)
    const [after] = await db.select().from(agents).where(eq(agents.id, agent!.id))
    expect(after).toMatchObject({ description: 'Edited by its owner.', industry: 'legal', tags: ['owner-tag'], stars: 1 })
  })

  it('keeps a paid product out, whoever submits it', async () => {
    const paid = buildAgentDraft({ name: 'Paid Agent', priceCents: 2900, pricingType: 'subscription' })

    const refused = await publishCommunityContribution({ draft: paid, submitterId: 1 }).catch((error: unknown) => error)

    expect(isAppError(refused) && refused.code).toBe('UNPROCESSABLE')
  })
})

describe('publishCommunityContribution', () => {
  it('publishes an approved contribution once, and a duplicate of a crawled agent merges into it', async () => {
    const draft = buildAgentDraft({ name: 'Clinic Intake Assistant', link: 'https://github.com/clinic-tools/intake-assistant', repoFullName: 'clinic-tools/intake-assistant' })

    const published = await publishCommunityContribution({ draft, submitterId: 7, contributionId: 41 })
    const again = await publishCommunityContribution({ draft, submitterId: 7, contributionId: 41 })
    const crawled = await mergeAgentDraft({ draft: buildAgentDraft({ name: 'intake-assistant', link: 'https://github.com/Clinic-Tools/Intake-Assistant', repoFullName: 'clinic-tools/intake-assistant' }) })

    expect(published.outcome).toBe('created')
    expect(again).toEqual({ agentId: published.agentId, outcome: 'unchanged' })
    expect(crawled).toEqual({ agentId: published.agentId, outcome: 'duplicate' })
  })
})
