import { sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { db } from '../../../db/client.ts'
import { mergeAgentDraft } from '../../../server/catalogue/index.ts'
import { runCrawl } from '../../../server/crawler/run-crawl.ts'
import { mergeBatch } from '../../../server/crawler/runs/merge-batch.ts'
import { emptyCounts } from '../../../server/crawler/runs/source-counts.ts'
import { buildAgentDraft } from '../../support/factories/agent-draft.ts'
import { setupTestDatabase } from '../../support/database.ts'
import type { FixtureOverride } from '../../support/fixture-server.ts'
import { useFixtureServer } from '../../support/local-services.ts'
import { accountedFor, countAgents, liveSettings, sourceRow } from './crawl-helpers.ts'

setupTestDatabase()
// Crawls merge hundreds of entries: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 120_000 })
const { server } = useFixtureServer()

const crawlGitHub = (overrides: Parameters<typeof liveSettings>[1] = {}) =>
  runCrawl({ trigger: 'cli', sourceKeys: ['github'], settings: liveSettings(server(), { linkChecksPerRun: 0, ...overrides }), retryDelayMs: 1 })

const agentByRepository = async (repoFullName: string) =>
  (
    await db.execute(
      sql`select id, name, link, stars, is_archived as "isArchived", link_status as "linkStatus", repo_full_name as "repoFullName" from agents where repo_full_name = ${repoFullName}`,
    )
  ).rows[0] as { id: number; name: string; link: string; stars: number; isArchived: boolean; linkStatus: string; repoFullName: string } | undefined

const searchAnswers = (file: string): FixtureOverride => ({ match: (url) => url.pathname.endsWith('/search/repositories'), file })

describe('GitHub repository search', () => {
  it('stops cleanly at a rate limit whose reset is far away, keeping what it got', async () => {
    server().scenario.overrides.push({ match: (url) => url.pathname.endsWith('/search/repositories') && url.searchParams.get('page') === '2', rateLimitResetInSeconds: 3600 })
    const before = server().requests.length

    const { runId, status } = await crawlGitHub()

    expect(status).toBe('completed')
    const row = await sourceRow(runId, 'github')
    expect(row).toMatchObject({ status: 'rate_limited', created: 30 })
    expect(row.note).toMatch(/rate limited by the source until \d{4}-/i)
    expect(row.errorMessages[0]).toMatch(/Rate limited by 127\.0\.0\.1/)
    // Page 1, then one refused page 2 and nothing more: the source stopped instead of hammering.
    const searches = server().requests.slice(before).filter((request) => request.url.includes('/search/'))
    expect(searches).toHaveLength(2)
  })

  it('follows the Link header across pages and stores each repository once, with stars and archived flags', async () => {
    const { runId, status } = await crawlGitHub()

    expect(status).toBe('completed')
    const row = await sourceRow(runId, 'github')
    expect(row.status).toBe('completed')
    expect(server().requests.some((request) => request.url.includes('page=2'))).toBe(true)
    // 60 repositories on the two recorded pages. Page 1 was merged by the rate-limited run, so it
    // now answers 304 to its stored ETag: only page 2's 30 repositories are read and added.
    expect(row).toMatchObject({ created: 30, fetched: 30 })
    expect(accountedFor(row)).toBe(row.fetched)
    expect(await countAgents(sql`source = 'github'`)).toBe(60)
    expect(await agentByRepository('reworkd/agentgpt')).toMatchObject({ isArchived: true, stars: 34613 })
    expect(await agentByRepository('significant-gravitas/autogpt')).toMatchObject({ isArchived: false, stars: 177350 })
  })

  it('asks with the stored ETags the second time and adds nothing for unchanged pages', async () => {
    const before = server().requests.length

    const { runId } = await crawlGitHub()

    const conditional = server().requests.slice(before).filter((request) => request.url.includes('topic%3Aai-agent&') && request.headers['if-none-match'])
    expect(conditional.length).toBeGreaterThanOrEqual(2)
    expect(await sourceRow(runId, 'github')).toMatchObject({ status: 'completed', created: 0, fetched: 0 })
    expect(await countAgents(sql`source = 'github'`)).toBe(60)
  })

  it('sends GITHUB_TOKEN as a Bearer token', async () => {
    const before = server().requests.length

    await crawlGitHub({ tokens: { github: 'ghp_fixture_token', huggingFace: null } })

    const sent = server().requests.slice(before).filter((request) => request.url.startsWith('/github/'))
    expect(sent.length).toBeGreaterThan(0)
    expect(sent.every((request) => request.headers.authorization === 'Bearer ghp_fixture_token')).toBe(true)
  })

  it('skips and counts malformed items, and keeps the good ones of the same page', async () => {
    server().scenario.overrides.push(searchAnswers('github/search_repositories_malformed.json'))

    const { runId, status } = await crawlGitHub()

    expect(status).toBe('completed')
    const row = await sourceRow(runId, 'github')
    expect(row.status).toBe('completed')
    // The same page answers each of the nine topic queries: 2 malformed items each time.
    expect(row.skippedInvalid).toBe(18)
    expect(row.skipReasons).toMatchObject({ malformed: 18 })
    expect(accountedFor(row)).toBe(row.fetched)
    expect(await agentByRepository('hqanhh/edugpt')).toBeDefined()
  })
})

describe('GitHub repository look-ups (link health)', () => {
  it('marks 404s dead, flags archived repositories, follows renames, and leaves refusals alone', async () => {
    server().scenario.overrides.push(searchAnswers('github/search_repositories_empty.json'))
    const stored = async (fullName: string, extra: Parameters<typeof buildAgentDraft>[0] = {}) =>
      (await mergeAgentDraft({ draft: buildAgentDraft({ name: fullName.split('/')[1], link: `https://github.com/${fullName}`, repoFullName: fullName.toLowerCase(), ...extra }) })).agentId
    const gone = await stored('some-user/does-not-exist')
    const renamed = await stored('OpenDevin/OpenDevin')
    const refused = await stored('blocked-owner/blocked-repository')
    server().scenario.overrides.push({ match: (url) => url.pathname.endsWith('/blocked-owner/blocked-repository'), status: 403, body: '{"message":"Repository access blocked"}' })
    await db.execute(sql`update agents set is_archived = false, link_status = 'unknown', link_checked_at = null`)

    const { runId, status } = await crawlGitHub({ linkChecksPerRun: 500 })

    expect(status).toBe('completed')
    expect((await sourceRow(runId, 'github')).status).toBe('completed')
    const health = async (id: number) =>
      (await db.execute(sql`select link_status as "linkStatus", is_archived as "isArchived", repo_full_name as "repoFullName", link from agents where id = ${id}`)).rows[0]
    expect(await health(gone)).toMatchObject({ linkStatus: 'dead' })
    expect(await health(refused)).toMatchObject({ linkStatus: 'unknown' })
    expect(await agentByRepository('reworkd/agentgpt')).toMatchObject({ linkStatus: 'ok', isArchived: true })
    expect(await agentByRepository('crewaiinc/crewai')).toMatchObject({ linkStatus: 'ok', isArchived: false })
    expect(await health(renamed)).toMatchObject({ linkStatus: 'ok', repoFullName: 'all-hands-ai/openhands', link: 'https://github.com/All-Hands-AI/OpenHands' })
  })

  it('merges a list entry that still uses a repository’s old name into the renamed agent', async () => {
    const counts = emptyCounts()
    const before = await countAgents()
    const oldName = buildAgentDraft({ name: 'OpenDevin', link: 'https://github.com/OpenDevin/OpenDevin', repoFullName: 'opendevin/opendevin' })

    await mergeBatch({ batch: { label: 'a list that was not updated', drafts: [oldName], skipped: [], errors: [] }, counts })

    expect(counts).toMatchObject({ duplicates: 1, created: 0, errors: 0 })
    expect(await countAgents()).toBe(before)
  })
})
