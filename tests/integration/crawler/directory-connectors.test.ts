import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { db } from '../../../db/client.ts'
import { mergeAgentDraft } from '../../../server/catalogue/index.ts'
import { CATALOGUE_SOURCES } from '../../../server/crawler/catalogue-sources.ts'
import { createDirectoryConnector } from '../../../server/crawler/connectors/create-directory-connector.ts'
import { crawlerSettings } from '../../../server/crawler/crawler-settings.ts'
import { executeCrawlRun } from '../../../server/crawler/runs/execute-crawl-run.ts'
import { startCrawlRun } from '../../../server/crawler/runs/start-crawl-run.ts'
import { buildAgentDraft } from '../../support/factories/agent-draft.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { useFixtureServer } from '../../support/local-services.ts'
import { accountedFor, countAgents, liveCrawlContext, sourceRow } from './crawl-helpers.ts'

setupTestDatabase()
const { server } = useFixtureServer()

/** A live crawl of a few directories through the fixture server, with the real connector code. */
async function crawlDirectories(keys: string[], { linkChecksPerRun = 0 } = {}) {
  const connector = createDirectoryConnector({
    key: 'directories',
    title: 'Test directories',
    kind: 'directory',
    description: 'A few directories',
    sources: CATALOGUE_SOURCES.filter((source) => keys.includes(source.directory.key)),
    checksWebsites: true,
  })
  const settings = crawlerSettings()
  const { runId } = await startCrawlRun({ trigger: 'cli', sourceKeys: ['directories'], isLive: true, staleAfterMs: settings.staleAfterMs })
  const { status } = await executeCrawlRun({
    runId,
    connectors: [connector],
    heartbeatMs: 1_000,
    context: liveCrawlContext(server(), { linkChecksPerRun }),
  })

  return { runId, status, row: await sourceRow(runId, 'directories') }
}

// Merging a few hundred entries takes a while on a busy two-core machine.
const SLOW = 120_000

describe('free agent directories and template projects over the raw-content host', () => {
  it('reads a single-file list and a list whose files come from the repository tree', async () => {
    const before = server().requests.length

    const { status, row } = await crawlDirectories(['Shubhamsaboo/awesome-llm-apps', 'ashishpatel26/500-AI-Agents-Projects'])

    expect(status).toBe('completed')
    expect(row.status).toBe('completed')
    expect(row.created).toBeGreaterThan(50)
    expect(accountedFor(row)).toBe(row.fetched)
    const urls = server().requests.slice(before).map((request) => request.url)
    expect(urls).toContain('/raw/Shubhamsaboo/awesome-llm-apps/HEAD/README.md')
    expect(urls).toContain('/github/repos/ashishpatel26/500-AI-Agents-Projects/git/trees/HEAD?recursive=1')
    expect(urls.some((url) => /^\/raw\/ashishpatel26\/500-AI-Agents-Projects\/HEAD\/agents\/[^/]+\/metadata\.yaml$/.test(url))).toBe(true)
  }, SLOW)

  it('reads a template gallery file by file (Flowise marketplace)', async () => {
    const { row } = await crawlDirectories(['FlowiseAI/Flowise'])

    expect(row.status).toBe('completed')
    expect(row.created).toBe(51)
    expect(await countAgents(sql`source = 'flowise'`)).toBe(51)
  }, SLOW)

  it('skips and counts malformed records; the rest of the list is stored', async () => {
    server().scenario.overrides.push({ match: (url) => url.pathname.endsWith('/awesome-agents.json'), file: 'sources/slavakurilyak_awesome-agents_malformed.json' })

    const { row } = await crawlDirectories(['slavakurilyak/awesome-ai-agents'])

    expect(row.status).toBe('completed')
    expect(row.fetched).toBe(12)
    expect(row.skipReasons).toMatchObject({ malformed: 2, 'not-free': 2 })
    expect(row.skippedNotFree).toBe(2)
    expect(row.created + row.duplicates).toBeGreaterThan(0)
    expect(accountedFor(row)).toBe(row.fetched)
  }, SLOW)

  it('counts a directory that is down as an error and goes on with the next one', async () => {
    server().scenario.overrides.push({ match: (url) => url.pathname.startsWith('/raw/kakoni/'), status: 503, body: 'Service Unavailable' })

    const { status, row } = await crawlDirectories(['kakoni/awesome-healthcare', 'rdmgator12/awesome-healthcare-mcp-servers'])

    expect(status).toBe('completed')
    expect(row.status).toBe('completed')
    expect(row.errors).toBe(1)
    expect(row.errorMessages[0]).toMatch(/kakoni\/awesome-healthcare.*503/)
    expect(row.created).toBeGreaterThan(0)
  }, SLOW)

  it('adds nothing when a directory is crawled again', async () => {
    const before = await countAgents()

    const { row } = await crawlDirectories(['Shubhamsaboo/awesome-llm-apps', 'FlowiseAI/Flowise'])

    expect(row.created).toBe(0)
    expect(await countAgents()).toBe(before)
  }, SLOW)

  it('checks other agents’ websites when live: 404 is dead, an answer is ok, a refusal says nothing', async () => {
    // Only these three are due: every other agent counts as just checked (no traffic leaves 127.0.0.1).
    await db.execute(sql`update agents set link_checked_at = now()`)
    const stored = async (link: string) => (await mergeAgentDraft({ draft: buildAgentDraft({ link }) })).agentId
    const alive = await stored(`${server().origin}/raw/Shubhamsaboo/awesome-llm-apps/HEAD/README.md`)
    const gone = await stored(`${server().origin}/raw/nobody/nothing/HEAD/README.md`)
    const refused = await stored(`${server().origin}/refusing-bots`)
    server().scenario.overrides.push({ match: (url) => url.pathname === '/refusing-bots', status: 403, body: 'Forbidden' })

    await crawlDirectories([], { linkChecksPerRun: 3 })

    const statusOf = async (id: number) => ((await db.execute(sql`select link_status as "linkStatus" from agents where id = ${id}`)).rows[0] as { linkStatus: string }).linkStatus
    expect(await statusOf(alive)).toBe('ok')
    expect(await statusOf(gone)).toBe('dead')
    expect(await statusOf(refused)).toBe('unknown')
    expect(server().requests.some((request) => request.method === 'HEAD' && request.url === '/refusing-bots')).toBe(true)
  }, SLOW)
})
