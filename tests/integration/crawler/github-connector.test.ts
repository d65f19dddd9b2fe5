import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { db } from '../../../db/client.ts'
import { runCrawl } from '../../../server/crawler/run-crawl.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { startFixtureServer, type FixtureServer } from '../../support/fixture-server.ts'
import { accountedFor, countAgents, liveSettings, sourceRow } from './crawl-helpers.ts'

setupTestDatabase()
let server: FixtureServer
beforeAll(async () => {
  server = await startFixtureServer()
})
afterAll(() => server.close())

const agentByRepository = async (repoFullName: string) =>
  (await db.execute(sql`select id, name, link, stars, is_archived as "isArchived", link_status as "linkStatus", repo_full_name as "repoFullName" from agents where repo_full_name = ${repoFullName}`))
    .rows[0] as { id: number; name: string; link: string; stars: number; isArchived: boolean; linkStatus: string; repoFullName: string } | undefined

describe('GitHub connector against the fixture server', () => {
  it('follows the Link header across search pages and stores every repository once', async () => {
    const { runId, status } = await runCrawl({ trigger: 'cli', sourceKeys: ['github'], settings: liveSettings(server), retryDelayMs: 1 })

    expect(status).toBe('completed')
    const row = await sourceRow(runId, 'github')
    expect(row.status).toBe('completed')
    expect(server.requests.some((request) => request.url.includes('page=2'))).toBe(true)
    // 60 repositories on the two recorded pages, none a fork or private.
    expect(row.created).toBe(60)
    expect(accountedFor(row)).toBe(row.fetched)
    expect(await countAgents(sql`source = 'github'`)).toBe(60)
  })

  it('flags archived repositories and keeps their stars', async () => {
    expect(await agentByRepository('reworkd/agentgpt')).toMatchObject({ isArchived: true, stars: 34613 })
    expect(await agentByRepository('crewaiinc/crewai')).toMatchObject({ isArchived: false, linkStatus: 'ok' })
  })
})
