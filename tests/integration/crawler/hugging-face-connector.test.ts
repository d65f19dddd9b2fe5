import { sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { db } from '../../../db/client.ts'
import { mergeAgentDraft } from '../../../server/catalogue/index.ts'
import { lookUpHuggingFaceModel } from '../../../server/crawler/index.ts'
import { runCrawl } from '../../../server/crawler/run-crawl.ts'
import { buildAgentDraft } from '../../support/factories/agent-draft.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { useFixtureServer } from '../../support/local-services.ts'
import { accountedFor, countAgents, liveSettings, sourceRow } from './crawl-helpers.ts'

setupTestDatabase()
// Crawls merge hundreds of entries: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 120_000 })
const { server } = useFixtureServer()

const crawlHuggingFace = (overrides: Parameters<typeof liveSettings>[1] = {}) =>
  runCrawl({ trigger: 'cli', sourceKeys: ['huggingface'], settings: liveSettings(server(), { linkChecksPerRun: 0, ...overrides }), retryDelayMs: 1 })

const agentByModel = async (modelId: string) =>
  (
    await db.execute(
      sql`select id, name, description, tags, likes, downloads, link, link_status as "linkStatus", source from agents where model_id = ${modelId}`,
    )
  ).rows[0] as { id: number; name: string; description: string; tags: string[]; likes: number; downloads: number; link: string; linkStatus: string; source: string } | undefined

describe('Hugging Face listings', () => {
  it('follows the cursor in the Link header and stores agent models and Spaces once', async () => {
    const { runId, status } = await crawlHuggingFace()

    expect(status).toBe('completed')
    const row = await sourceRow(runId, 'huggingface')
    expect(row.status).toBe('completed')
    expect(server().requests.some((request) => request.url.includes('/api/models') && request.url.includes('cursor='))).toBe(true)
    expect(accountedFor(row)).toBe(row.fetched)
    // 14 agent models over two pages, 12 function-calling models, 30 Spaces and 16 vertical models.
    expect(row.fetched).toBe(72)
    expect(await agentByModel('agentica-org/DeepCoder-14B-Preview')).toMatchObject({ source: 'huggingface', link: 'https://huggingface.co/agentica-org/DeepCoder-14B-Preview' })
    expect(await agentByModel('spaces/smolagents/computer-agent')).toMatchObject({ link: 'https://huggingface.co/spaces/smolagents/computer-agent', likes: 984 })
    expect(await countAgents(sql`source = 'huggingface'`)).toBe(row.created)
  })

  it('lists gated models as free and says they are gated', async () => {
    const gated = await agentByModel('m42-health/Llama3-Med42-8B')

    expect(gated?.tags).toContain('gated')
    expect(gated?.description).toMatch(/gated/i)
  })

  it('leaves out classifiers and encoders that a vertical search also finds', async () => {
    expect(await agentByModel('nlpaueb/legal-bert-base-uncased')).toBeUndefined()
    expect(await agentByModel('ProsusAI/finbert')).toBeUndefined()
  })

  it('skips and counts malformed items, and keeps the good ones', async () => {
    server().scenario.overrides.push({ match: (url) => url.pathname.endsWith('/api/models') && url.searchParams.get('search') === 'legal', file: 'huggingface/models_malformed.json' })

    const { runId } = await crawlHuggingFace()

    const row = await sourceRow(runId, 'huggingface')
    expect(row.status).toBe('completed')
    expect(row.skipReasons).toMatchObject({ malformed: 2 })
    expect(accountedFor(row)).toBe(row.fetched)
  })

  it('stops cleanly when rate limited (429 with retry-after far away)', async () => {
    server().scenario.overrides.push({ match: (url) => url.pathname.endsWith('/api/spaces'), status: 429, headers: { 'retry-after': '3600' }, body: '{"error":"Too many requests"}' })

    const { runId, status } = await crawlHuggingFace()

    expect(status).toBe('completed')
    expect(await sourceRow(runId, 'huggingface')).toMatchObject({ status: 'rate_limited' })
  })
})

describe('Hugging Face look-ups (link health)', () => {
  it('answers found (with gating) and gone for an unknown repository (401 RepoNotFound)', async () => {
    const apiUrl = server().baseUrls.huggingFace

    expect(await lookUpHuggingFaceModel({ id: 'm42-health/Llama3-Med42-8B', apiUrl })).toMatchObject({ status: 'found', kind: 'model', isGated: true })
    expect(await lookUpHuggingFaceModel({ id: 'Salesforce/xLAM-7b-fc-r', apiUrl })).toMatchObject({ status: 'found', isGated: false })
    expect(await lookUpHuggingFaceModel({ id: 'spaces/smolagents/computer-agent', apiUrl })).toMatchObject({ status: 'found', kind: 'space' })
    expect(await lookUpHuggingFaceModel({ id: 'some-user/does-not-exist', apiUrl })).toEqual({ status: 'gone', httpStatus: 401 })
  })

  it('marks a removed model’s link dead and a present one ok', async () => {
    server().scenario.overrides.push({ match: (url) => url.pathname.endsWith('/api/models') || url.pathname.endsWith('/api/spaces'), body: '[]' })
    const removed = (await mergeAgentDraft({ draft: buildAgentDraft({ name: 'Removed model', link: 'https://huggingface.co/some-user/does-not-exist', modelId: 'some-user/does-not-exist', source: 'huggingface' }) })).agentId
    await db.execute(sql`update agents set link_checked_at = null, link_status = 'unknown'`)

    await crawlHuggingFace({ linkChecksPerRun: 500 })

    const status = async (id: number) => ((await db.execute(sql`select link_status as "linkStatus" from agents where id = ${id}`)).rows[0] as { linkStatus: string }).linkStatus
    expect(await status(removed)).toBe('dead')
    expect((await agentByModel('Salesforce/xLAM-7b-fc-r'))?.linkStatus).toBe('ok')
  })
})
