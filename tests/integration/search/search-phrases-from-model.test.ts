import { sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { db } from '../../../db/client.ts'
import { writeMissingSearchPhrases } from '../../../server/assistant/index.ts'
import { fillSearchPhrases } from '../../../server/catalogue/index.ts'
import { startCrawl } from '../../../server/crawler/index.ts'
import { createApp } from '../../../server/http/app.ts'
import { liveSettings } from '../crawler/crawl-helpers.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { setEnv } from '../../support/env.ts'
import { createAgent } from '../../support/factories/agents.ts'
import { useFakeLlm, useFixtureServer } from '../../support/local-services.ts'

setupTestDatabase()
// The crawl below merges a page of recorded repositories: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 120_000 })
const { llm } = useFakeLlm()
const { server } = useFixtureServer()
const app = createApp()

const phrasesOf = async (agentId: number) => ((await db.execute(sql`select search_phrases from agents where id = ${agentId}`)).rows[0] as { search_phrases: string[] }).search_phrases

const searchNames = async (query: string) => {
  const response = await app.request(`/api/agents?search=${encodeURIComponent(query)}`)
  expect(response.status).toBe(200)

  return ((await response.json()) as { agents: { name: string }[] }).agents.map((agent) => agent.name)
}

/** The agent each request since `from` asked about: the listing's name line. */
const askedAbout = (from: number) => llm().requests.slice(from).map((request) => request.messages.at(-1)!.content.match(/^Name: (.*)$/m)?.[1])

describe('search phrases written by the model for agents that have none', () => {
  it('stores the clean answer, and search then finds the agent by a word only the phrases use', async () => {
    llm().mode = 'answer'
    llm().chunks = ['["How do I remind my allotment holders to pay?", ', '"chase plot rent that is overdue", "Chase plot rent that is overdue."]']
    const agent = await createAgent({ name: 'Rent Reminder', description: 'Sends reminder emails for late rent from a spreadsheet of tenants.', tags: ['reminders'] })
    expect(await searchNames('allotment')).toEqual([])
    const before = llm().requests.length

    const result = await writeMissingSearchPhrases()

    expect(result).toMatchObject({ isModelConfigured: true, found: 1, written: 1, skipped: 0, stoppedBy: null, lastAgentId: agent.id })
    expect(await phrasesOf(agent.id)).toEqual(['how do i remind my allotment holders to pay', 'chase plot rent that is overdue'])
    expect(await searchNames('allotment')).toEqual(['Rent Reminder'])
    // One request, with the instructions and the agent's own listing.
    const [sent, ...more] = llm().requests.slice(before)
    expect(more).toEqual([])
    expect(sent!.messages[0]).toMatchObject({ role: 'system', content: expect.stringContaining('JSON array of strings') })
    expect(sent!.messages[0]!.content).toContain('salon')
    expect(sent!.messages[1]!.content).toContain('Name: Rent Reminder')
    expect(sent!.messages[1]!.content).toContain('Sends reminder emails for late rent from a spreadsheet of tenants.')
  })

  it('leaves an agent that has phrases alone, and never sends it to the model', async () => {
    llm().mode = 'answer'
    llm().chunks = ['["book a table for friday", "restaurant bookings by message"]']
    const own = await createAgent({ name: 'Has Phrases Already', description: 'Takes table bookings.', searchPhrases: ['my own words for it'] })
    const hidden = await createAgent({ name: 'Hidden Without Phrases', description: 'Takes table bookings too.', isActive: false })
    // An owner who locked an empty list wants none.
    const locked = await createAgent({ name: 'Locked Without Phrases', description: 'Takes table bookings as well.' })
    await db.execute(sql`update agents set locked_fields = array['searchPhrases'] where id = ${locked.id}`)
    const bare = await createAgent({ name: 'Table Booker', description: 'Takes table bookings for a restaurant.' })
    const before = llm().requests.length

    expect(await writeMissingSearchPhrases()).toMatchObject({ found: 1, written: 1 })

    expect(askedAbout(before)).toEqual(['Table Booker'])
    expect(await phrasesOf(own.id)).toEqual(['my own words for it'])
    expect(await phrasesOf(hidden.id)).toEqual([])
    expect(await phrasesOf(locked.id)).toEqual([])
    expect(await phrasesOf(bare.id)).toEqual(['book a table for friday', 'restaurant bookings by message'])
    // Phrases a person set while the model was writing stay as they are.
    expect(await fillSearchPhrases({ agentId: own.id, phrases: ['written too late', 'by the model'] })).toBe(false)
    expect(await phrasesOf(own.id)).toEqual(['my own words for it'])
  })

  it('stores nothing for an answer that is not a clean list of phrases, and goes on to the next agent', async () => {
    llm().mode = 'answer'
    const agent = await createAgent({ name: 'Malformed Answers', description: 'Counts stock in a small shop.' })
    const longPhrase = `count ${'the stock '.repeat(20)}`.trim()
    for (const answer of ['Sure! Here are some phrases: count my stock', '{"phrases": ["count my stock", "stock take for a shop"]}', '["count my stock", 7, true]', `["count my stock", "${longPhrase}"]`]) {
      llm().chunks = [answer]
      const result = await writeMissingSearchPhrases()
      expect(result, answer).toMatchObject({ written: 0, skipped: 1, stoppedBy: null })
      expect(await phrasesOf(agent.id), answer).toEqual([])
    }
  })

  it('leaves every agent as it was when the model fails, and does not throw', async () => {
    llm().mode = 'error'
    const first = await createAgent({ name: 'Model Fails First', description: 'Writes rota for a cafe.' })
    const second = await createAgent({ name: 'Model Fails Second', description: 'Writes rota for a bar.' })
    const before = llm().requests.length

    const result = await writeMissingSearchPhrases()

    expect(result).toMatchObject({ written: 0, stoppedBy: expect.stringContaining('the model did not answer') })
    // The first error ends the batch: the other agents wait for the next run.
    expect(llm().requests.length - before).toBe(1)
    expect(await phrasesOf(first.id)).toEqual([])
    expect(await phrasesOf(second.id)).toEqual([])
    llm().mode = 'answer'
  })

  it('does nothing without a configured model', async () => {
    const agent = await createAgent({ name: 'No Model Here', description: 'Answers emails for a clinic.' })
    const before = llm().requests.length
    const restore = setEnv({ LLM_BASE_URL: undefined, LLM_MODEL: undefined })
    try {
      expect(await writeMissingSearchPhrases()).toEqual({ isModelConfigured: false, found: 0, written: 0, skipped: 0, stoppedBy: null, lastAgentId: null })
    } finally {
      restore()
    }
    expect(llm().requests.length).toBe(before)
    expect(await phrasesOf(agent.id)).toEqual([])
  })
})

describe('after a crawl run', () => {
  const crawlGitHub = () => startCrawl({ trigger: 'cli', sourceKeys: ['github'], settings: liveSettings(server(), { linkChecksPerRun: 0 }), retryDelayMs: 1 })
  // The recorded search's second page refused: the crawl adds page 1's 30 repositories.
  const stopAfterPageOne = () =>
    server().scenario.overrides.push({ match: (url) => url.pathname.endsWith('/search/repositories') && url.searchParams.get('page') === '2', rateLimitResetInSeconds: 3600 })
  /** The crawled agents (the ones above have no repository) still without phrases. */
  const withoutPhrases = async () => ((await db.execute(sql`select count(*)::int as count from agents where repo_full_name is not null and cardinality(search_phrases) = 0`)).rows[0] as { count: number }).count

  it('records the run without waiting for the model, then writes phrases for the new agents', async () => {
    // A model that never answers: the run is recorded anyway, and the phrases give up after the timeout.
    llm().mode = 'hang'
    const restore = setEnv({ LLM_TIMEOUT_MS: '700' })
    try {
      stopAfterPageOne()
      const before = llm().requests.length
      const hanging = await crawlGitHub()
      expect(await hanging.finished).toEqual({ runId: hanging.runId, status: 'completed' })
      expect(await Promise.race([hanging.afterRun.then(() => 'phrases ended'), new Promise((resolve) => setTimeout(() => resolve('phrases pending'), 50))])).toBe('phrases pending')
      expect(((await db.execute(sql`select status from crawl_runs where id = ${hanging.runId}`)).rows[0] as { status: string }).status).toBe('completed')
      await hanging.afterRun
      // The timeout ended the batch at its first agent.
      expect(llm().requests.length - before).toBe(1)
    } finally {
      restore()
    }
    const added = await withoutPhrases()
    expect(added).toBeGreaterThan(0)

    llm().mode = 'answer'
    llm().chunks = ['["find ai agents on github", "open source agent for my business"]']
    const before = llm().requests.length
    const again = await crawlGitHub()
    expect((await again.finished).status).toBe('completed')
    await again.afterRun

    expect(await withoutPhrases()).toBe(0)
    expect(llm().requests.length - before).toBeGreaterThanOrEqual(added)
  })
})
