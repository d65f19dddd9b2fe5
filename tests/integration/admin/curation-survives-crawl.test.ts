import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { db } from '../../../db/client.ts'
import { runCrawl } from '../../../server/crawler/run-crawl.ts'
import { createApp } from '../../../server/http/app.ts'
import { apiRequest, createUser, sessionCookieFor } from '../../support/auth.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { startFixtureServer, type FixtureServer } from '../../support/fixture-server.ts'
import { countAgents, liveSettings } from '../crawler/crawl-helpers.ts'

setupTestDatabase()
// Two crawls of the GitHub fixtures: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 180_000 })
const app = createApp()
let server: FixtureServer
beforeAll(async () => {
  server = await startFixtureServer()
})
afterAll(() => server.close())

const crawlGitHub = () => runCrawl({ trigger: 'cli', sourceKeys: ['github'], settings: liveSettings(server, { linkChecksPerRun: 0 }), retryDelayMs: 1 })

type StoredAgent = { id: number; name: string; industry: string; category: string; tags: string[]; isActive: boolean; mergedInto: number | null; lockedFields: string[] }

async function stored(id: number): Promise<StoredAgent> {
  const result = await db.execute(sql`
    select id, name, industry, category, tags, is_active as "isActive", merged_into_agent_id as "mergedInto", locked_fields as "lockedFields"
    from agents where id = ${id}`)

  return result.rows[0] as StoredAgent
}

async function provenanceOf(id: number): Promise<string[]> {
  const result = await db.execute(sql`select external_id as "externalId" from agent_provenance where agent_id = ${id} order by external_id`)

  return (result.rows as { externalId: string }[]).map((row) => row.externalId)
}

describe('an admin’s curation survives the next crawl', () => {
  it('keeps corrections, reclassifications, hidden agents and merges when the crawler finds the same entries again', async () => {
    expect((await crawlGitHub()).status).toBe('completed')
    const crawled = (
      await db.execute(sql`select id from agents where is_active and industry <> 'general' and category <> 'general' and cardinality(tags) > 0 order by id limit 4`)
    ).rows as { id: number }[]
    expect(crawled.length, 'the fixtures classify some repositories and give them topics').toBe(4)
    const [misfiled, corrected, hidden, keep] = crawled.map((row) => row.id) as [number, number, number, number]
    const duplicate = ((await db.execute(sql`select id from agents where is_active and id not in (${misfiled}, ${corrected}, ${hidden}, ${keep}) order by id limit 1`)).rows[0] as { id: number }).id
    const keepProvenance = await provenanceOf(keep)
    const duplicateProvenance = await provenanceOf(duplicate)
    const cookie = await sessionCookieFor(await createUser({ role: 'admin' }))

    // The crawler filed these itself; the admin says otherwise.
    const reclassified = await apiRequest(app, '/api/admin/agents/reclassify', { method: 'POST', cookie, body: { agentIds: [misfiled], industry: 'general', category: 'general' } })
    expect(reclassified.status).toBe(200)
    const edited = await apiRequest(app, `/api/admin/agents/${corrected}`, { method: 'PATCH', cookie, body: { name: 'Curated Name', tags: ['curated'] } })
    expect(edited.status).toBe(200)
    expect((await apiRequest(app, `/api/admin/agents/${hidden}/hide`, { method: 'POST', cookie })).status).toBe(200)
    const merged = await apiRequest(app, `/api/admin/agents/${keep}/merge`, { method: 'POST', cookie, body: { duplicateAgentId: duplicate } })
    expect(merged.status).toBe(200)
    expect(await provenanceOf(keep)).toEqual([...keepProvenance, ...duplicateProvenance].sort())
    const agentsBefore = await countAgents()

    expect((await crawlGitHub()).status).toBe('completed')

    expect(await stored(misfiled)).toMatchObject({ industry: 'general', category: 'general' })
    expect((await stored(misfiled)).lockedFields).toEqual(expect.arrayContaining(['industry', 'category']))
    expect(await stored(corrected)).toMatchObject({ name: 'Curated Name', tags: ['curated'] })
    expect(await stored(hidden)).toMatchObject({ isActive: false })
    expect(await stored(duplicate)).toMatchObject({ isActive: false, mergedInto: keep })
    // The duplicate's entry came back through the kept record: no new agent, both provenances still there.
    expect(await countAgents()).toBe(agentsBefore)
    expect(await provenanceOf(keep)).toEqual([...keepProvenance, ...duplicateProvenance].sort())
    const publicPage = await apiRequest(app, `/api/agents/${hidden}`)
    expect(publicPage.status).toBe(404)
  })
})
