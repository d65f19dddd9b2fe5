import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCrawl } from '../../../server/crawler/run-crawl.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { accountedFor, countAgents, sourceRow } from './crawl-helpers.ts'
import { createSnapshotSubset } from './snapshot-subset.ts'

setupTestDatabase()
let snapshots: Awaited<ReturnType<typeof createSnapshotSubset>>

beforeAll(async () => {
  // Three kinds of directory (a README list, a structured JSON list, a template gallery); the full
  // set of snapshots is crawled by bench/crawl.ts.
  snapshots = await createSnapshotSubset(['Shubhamsaboo__awesome-llm-apps', 'slavakurilyak__awesome-ai-agents', 'FlowiseAI__Flowise'])
})
afterAll(() => snapshots.remove())

const crawlOffline = () => runCrawl({ trigger: 'manual', settings: { isLive: false, snapshotDirectory: snapshots.root } })

describe('an offline crawl (live crawling off)', () => {
  it('reads the bundled snapshots through the parsers and says the live sources are disabled', async () => {
    const { runId, status } = await crawlOffline()

    expect(status).toBe('completed')
    const directories = await sourceRow(runId, 'directories')
    const templates = await sourceRow(runId, 'templates')
    expect(directories.status).toBe('completed')
    expect(directories.created).toBeGreaterThan(100)
    expect(directories.skippedNotFree).toBeGreaterThan(0)
    expect(accountedFor(directories)).toBe(directories.fetched)
    expect(templates).toMatchObject({ status: 'completed', created: 51 })
    expect(await sourceRow(runId, 'github')).toMatchObject({ status: 'disabled', note: 'disabled (live crawling off)', fetched: 0 })
    expect(await sourceRow(runId, 'huggingface')).toMatchObject({ status: 'disabled', note: 'disabled (live crawling off)' })
    expect(await countAgents()).toBe(directories.created + templates.created)
  }, 180_000)

  it('adds nothing the second time: every entry is already there', async () => {
    const before = await countAgents()
    const { runId, status } = await crawlOffline()

    expect(status).toBe('completed')
    expect(await countAgents()).toBe(before)
    for (const key of ['directories', 'templates']) {
      const row = await sourceRow(runId, key)
      expect(row.created).toBe(0)
      expect(accountedFor(row)).toBe(row.fetched)
    }
    const sharedUrls = await countAgents(sql`canonical_url in (select canonical_url from agents group by canonical_url having count(*) > 1)`)
    expect(sharedUrls).toBe(0)
  }, 180_000)
})
