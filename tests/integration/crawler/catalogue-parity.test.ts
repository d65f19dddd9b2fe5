import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { db } from '../../../db/client.ts'
import { canonicalizeUrl, type ShippedCatalogue } from '../../../server/catalogue/index.ts'
import { CATALOGUE_SOURCES } from '../../../server/crawler/catalogue-sources.ts'
import { createDirectoryConnector } from '../../../server/crawler/connectors/create-directory-connector.ts'
import { freeDirectoriesConnector } from '../../../server/crawler/connectors/free-directories-connector.ts'
import { templatesConnector } from '../../../server/crawler/connectors/templates-connector.ts'
import { crawlerSettings } from '../../../server/crawler/crawler-settings.ts'
import { executeCrawlRun } from '../../../server/crawler/runs/execute-crawl-run.ts'
import { startCrawlRun } from '../../../server/crawler/runs/start-crawl-run.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { startFixtureServer, type FixtureServer } from '../../support/fixture-server.ts'
import { accountedFor, liveCrawlContext, sourceRow } from './crawl-helpers.ts'

setupTestDatabase()
let server: FixtureServer
beforeAll(async () => {
  server = await startFixtureServer()
})
afterAll(() => server.close())

const shipped = JSON.parse(readFileSync(new URL('../../../db/seed/catalogue.json', import.meta.url), 'utf8')) as ShippedCatalogue

type TIdentified = {
  name: string
  link: string
  industry: string
  selfDeployable: boolean | null
  deploymentComplexity: string | null
  infrastructureNeeded: string | null
  entries: string[]
}

/**
 * An agent's identity: its link, the deployment facts stored for it and every directory entry
 * merged into it. Equal sets mean equal de-duplication and the same stored deployment facts.
 */
const identity = (agent: TIdentified) =>
  `${canonicalizeUrl(agent.link)} | ${agent.name} | ${agent.industry} | ${agent.selfDeployable}/${agent.deploymentComplexity}/${agent.infrastructureNeeded} | ${[...agent.entries].sort().join(' + ')}`

async function storedIdentities(): Promise<string[]> {
  const result = await db.execute(sql`
    select a.name, a.link, a.industry, a.self_deployable as "selfDeployable", a.deployment_complexity as "deploymentComplexity",
      a.infrastructure_needed as "infrastructureNeeded", array_agg(p.directory || '::' || p.external_id) as entries
    from agents a join agent_provenance p on p.agent_id = a.id
    group by a.id`)

  return (result.rows as TIdentified[]).map(identity).sort()
}

/** Real HTTP through the fixture server, as a live crawl reads GitHub's raw-content host. */
const liveContext = () => liveCrawlContext(server)

// Reading and storing every directory (about 6,500 entries) takes a while on a busy two-core machine.
const SLOW = 300_000

describe('a crawl of the catalogue’s sources and the shipped catalogue', () => {
  it('give the same agents: one de-duplication path for both', async () => {
    const { runId } = await startCrawlRun({ trigger: 'cli', sourceKeys: ['directories', 'templates'], isLive: true, staleAfterMs: crawlerSettings().staleAfterMs })
    const { status } = await executeCrawlRun({
      runId,
      connectors: [freeDirectoriesConnector, templatesConnector],
      heartbeatMs: 1_000,
      context: liveContext(),
    })

    expect(status).toBe('completed')
    const expected = shipped.agents.map((agent) => identity({ ...agent, entries: agent.provenance.map((entry) => `${entry.directory}::${entry.externalId}`) })).sort()
    const stored = await storedIdentities()
    expect(stored.length).toBe(shipped.agents.length)
    expect(stored).toEqual(expected)

    const rows = [await sourceRow(runId, 'directories'), await sourceRow(runId, 'templates')]
    for (const row of rows) {
      expect(row.errors, row.errorMessages.join('\n')).toBe(0)
      expect(accountedFor(row)).toBe(row.fetched)
    }
    // Every stored agent was created by exactly one entry; the other entries were duplicates of it.
    expect(rows[0]!.created + rows[1]!.created).toBe(shipped.agents.length)
  }, SLOW)

  it('adds nothing when sources are read again: their entries merge into the agents they made', async () => {
    const before = await storedIdentities()
    // Forget the ETags, so the files are read and merged again instead of answering 304.
    await db.execute(sql`delete from crawler_http_cache`)
    const connector = createDirectoryConnector({
      key: 'directories',
      title: 'Two directories',
      kind: 'directory',
      description: 'A list and a template gallery',
      sources: CATALOGUE_SOURCES.filter((source) => ['Shubhamsaboo/awesome-llm-apps', 'FlowiseAI/Flowise'].includes(source.directory.key)),
    })
    const { runId } = await startCrawlRun({ trigger: 'cli', sourceKeys: ['directories'], isLive: true, staleAfterMs: crawlerSettings().staleAfterMs })
    await executeCrawlRun({ runId, connectors: [connector], heartbeatMs: 1_000, context: liveContext() })

    const row = await sourceRow(runId, 'directories')
    expect(row.status).toBe('completed')
    expect(row.created).toBe(0)
    expect(row.unchanged + row.updated).toBeGreaterThan(50)
    expect(accountedFor(row)).toBe(row.fetched)
    expect(await storedIdentities()).toEqual(before)
  }, SLOW)
})
