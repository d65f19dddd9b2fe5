import { XMLParser, XMLValidator } from 'fast-xml-parser'
import type { AppLoadContext } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { action as savedAction, loader as savedLoader } from '../../../app/routes/account/saved.tsx'
import { loader as agentLoader } from '../../../app/routes/agents/agent-detail.tsx'
import { loader as feedJsonLoader } from '../../../app/routes/feeds/feed-json.ts'
import { loader as feedXmlLoader } from '../../../app/routes/feeds/feed-xml.ts'
import { loader as compareLoader } from '../../../app/routes/matching/compare.tsx'
import { loader as matchmakerLoader } from '../../../app/routes/matching/matchmaker.tsx'
import { loader as redirectLoader } from '../../../app/routes/redirects.tsx'
import { loader as llmsLoader } from '../../../app/routes/seo/llms-txt.ts'
import { findSavedAgents } from '../../../server/saved/index.ts'
import { createUser, sessionCookieFor, type TTestUser } from '../../support/auth.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgents, type CreatedAgent } from '../../support/factories/agents.ts'

setupTestDatabase()

const context = (): AppLoadContext => ({ nonce: 'test-nonce', clientAddress: '192.0.2.9' })

/** A loader or action called the way React Router calls it. */
const call = <Result,>(handler: (args: never) => Result, path: string, { params = {}, cookie, form }: { params?: Record<string, string>; cookie?: string; form?: Record<string, string> } = {}) =>
  handler({
    request: new Request(`http://localhost${path}`, {
      method: form ? 'POST' : 'GET',
      headers: cookie ? { cookie } : {},
      body: form ? new URLSearchParams(form) : undefined,
    }),
    params,
    context: context(),
  } as never)

async function thrown(promise: unknown): Promise<Response> {
  try {
    await promise
  } catch (error) {
    if (error instanceof Response) return error
    if (error && typeof error === 'object' && 'init' in error) return new Response(null, (error as { init: ResponseInit }).init)
    throw error
  }
  throw new Error('Expected a thrown response')
}

let legal: CreatedAgent[]
let general: CreatedAgent | undefined
let member: TTestUser
let memberCookie: string

beforeAll(async () => {
  legal = await createAgents([
    {
      name: 'Pages Contract Reader',
      // A GitHub repository, so its sources say it is self-deployable.
      link: 'https://github.com/acme/pages-contract-reader',
      industry: 'legal',
      category: 'research',
      difficulty: 'beginner',
      tags: ['contracts', 'clauses'],
      infrastructureNeeded: 'docker',
      priceCents: 0,
      provenance: [
        { directory: 'test/one', licence: 'MIT', sourceUrl: 'https://example.org/one#reader', externalId: 'reader' },
        { directory: 'test/two', licence: 'CC0-1.0', sourceUrl: 'https://example.org/two#reader', externalId: 'reader' },
      ],
    },
    { name: 'Pages Clause Finder', industry: 'legal', category: 'research', difficulty: 'beginner', tags: ['contracts'], priceCents: 2_500, pricingType: 'paid' },
    { name: 'Pages Intake Helper', industry: 'legal', category: 'support', difficulty: 'intermediate', tags: [] },
  ])
  ;[general] = await createAgents([{ name: 'Pages Unrelated Coder', link: 'https://github.com/acme/pages-unrelated-coder', industry: 'general', category: 'coding', difficulty: 'advanced', tags: ['rust'] }])
  member = await createUser()
  memberCookie = await sessionCookieFor(member)
})

describe('/matchmaker without JavaScript', () => {
  it('asks the first question, then each next one with the earlier answers carried in the form', async () => {
    const first = await call(matchmakerLoader, '/matchmaker')
    expect(first).toMatchObject({ step: 'question', index: 0, previousHref: null, carried: [], current: [] })

    const third = await call(matchmakerLoader, '/matchmaker?primaryUse=legal&techExperience=none&step=3')
    expect(third).toMatchObject({ step: 'question', index: 2, carried: [['primaryUse', 'legal'], ['techExperience', 'none']], previousHref: '/matchmaker?primaryUse=legal&techExperience=none&step=2' })
  })

  it('goes back to an answered question with its answer chosen, and cannot skip ahead', async () => {
    const back = await call(matchmakerLoader, '/matchmaker?primaryUse=legal&techExperience=none&step=1')
    expect(back).toMatchObject({ index: 0, current: ['legal'], carried: [['techExperience', 'none']] })

    const skipping = await call(matchmakerLoader, '/matchmaker?primaryUse=legal&step=5')
    expect(skipping).toMatchObject({ index: 1, error: 'Choose an answer to continue.' })
  })

  it('says to choose a problem when Continue was pressed with none', async () => {
    const answered = 'primaryUse=legal&techExperience=none&deploymentPreference=docker&timeCommitment=minimal'
    const page = await call(matchmakerLoader, `/matchmaker?${answered}&step=6`)

    expect(page).toMatchObject({ index: 4, error: 'Choose at least one problem to continue.' })
  })

  it('shows the results once all six are answered, from the URL alone', async () => {
    const page = await call(matchmakerLoader, '/matchmaker?primaryUse=legal&techExperience=none&deploymentPreference=docker&timeCommitment=minimal&problemSolving=finding-information&complexity=1&step=7')
    if (page.step !== 'results') throw new Error('expected results')

    expect(page.previousHref).toBe('/matchmaker?primaryUse=legal&techExperience=none&deploymentPreference=docker&timeCommitment=minimal&problemSolving=finding-information&complexity=1&step=6')
    expect(page.result.matches[0]!.agent.name).toBe('Pages Contract Reader')
    expect(page.result.matches[0]!.reasons).toEqual(['fits legal work', 'beginner friendly', 'runs on Docker', 'you can deploy it yourself', 'helps with finding information'])
    // Self-deployable with little time is worth 10 on its own (spec §9), so the unrelated agent comes last.
    expect(page.result.matches.at(-1)).toMatchObject({ agent: { name: 'Pages Unrelated Coder' }, score: 10, reasons: ['you can deploy it yourself'] })
  })
})

describe('/compare', () => {
  it('loads up to four agents in the order of the link, leaving out unknown ids', async () => {
    const page = await call(compareLoader, `/compare?ids=${legal[1]!.id},${legal[0]!.id},999999,${legal[1]!.id}`)

    expect(page.agents.map((agent) => agent.name)).toEqual(['Pages Clause Finder', 'Pages Contract Reader'])
    expect(page.missing).toBe(1)
  })

  it('shows nothing to compare without ids', async () => {
    expect(await call(compareLoader, '/compare')).toMatchObject({ agents: [], hasIds: false, missing: 0 })
  })
})

describe('/account/saved', () => {
  it('sends visitors to sign in, and back to the page they were on after a Save', async () => {
    const page = await thrown(call(savedLoader, '/account/saved'))
    expect(page.status).toBe(302)
    expect(page.headers.get('location')).toBe('/sign-in?redirectTo=%2Faccount%2Fsaved')

    const save = await thrown(call(savedAction, '/account/saved', { form: { intent: 'save', agentId: String(legal[0]!.id), returnTo: '/industries/legal?page=2' } }))
    expect(save.headers.get('location')).toBe('/sign-in?redirectTo=%2Findustries%2Flegal%3Fpage%3D2')
  })

  it('saves from a plain form and returns to the page; a script gets the state; the page lists it', async () => {
    const plain = await thrown(call(savedAction, '/account/saved', { cookie: memberCookie, form: { intent: 'save', agentId: String(legal[0]!.id), returnTo: '/marketplace' } }))
    expect(plain.headers.get('location')).toBe('/marketplace')

    const scripted = await call(savedAction, '/account/saved', { cookie: memberCookie, form: { intent: 'save', agentId: String(legal[1]!.id), returnTo: '/marketplace', enhanced: 'true' } })
    expect(scripted).toEqual({ agentId: legal[1]!.id, saved: true })

    const page = (await call(savedLoader, '/account/saved', { cookie: memberCookie })) as unknown as { data: { agents: { name: string }[] } }
    expect(page.data.agents.map((agent) => agent.name)).toEqual(['Pages Clause Finder', 'Pages Contract Reader'])

    await call(savedAction, '/account/saved', { cookie: memberCookie, form: { intent: 'unsave', agentId: String(legal[1]!.id), enhanced: 'true' } })
    expect((await findSavedAgents({ userId: member.id })).agents.map(({ agent }) => agent.id)).toEqual([legal[0]!.id])
  })

  it('refuses an unknown agent with a message and stores nothing; never redirects off the site', async () => {
    const unknown = (await call(savedAction, '/account/saved', { cookie: memberCookie, form: { intent: 'save', agentId: '999999', enhanced: 'true' } })) as unknown as { data: unknown; init: ResponseInit }
    expect(unknown.init.status).toBe(404)
    expect(unknown.data).toMatchObject({ intent: 'save', ok: false, message: 'Agent not found' })
    expect((await findSavedAgents({ userId: member.id })).agents.map(({ agent }) => agent.id)).not.toContain(999999)

    const offsite = await thrown(call(savedAction, '/account/saved', { cookie: memberCookie, form: { intent: 'save', agentId: String(legal[2]!.id), returnTo: '//evil.example/' } }))
    expect(offsite.headers.get('location')).toBe('/account/saved')
  })

  it('/saved moves permanently to /account/saved', async () => {
    const moved = await thrown(call(redirectLoader, '/saved'))

    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe('/account/saved')
  })
})

describe('agent page: related agents and also listed in', () => {
  it('lists agents sharing tags, industry or category, most alike first, never itself', async () => {
    const page = await call(agentLoader, `/agents/${legal[0]!.id}-${legal[0]!.slug}`, { params: { agentId: `${legal[0]!.id}-${legal[0]!.slug}` } })
    const related = page.related.map((agent) => agent.name)

    expect(related[0]).toBe('Pages Clause Finder')
    expect(related).toContain('Pages Intake Helper')
    expect(related).not.toContain('Pages Contract Reader')
    expect(related).not.toContain('Pages Unrelated Coder')
    expect(page.provenance.map((entry) => entry.directoryKey)).toEqual(['test/one', 'test/two'])
  })
})

describe('feeds and llms.txt', () => {
  it('/feed.xml is valid RSS 2.0 of the newest agents, newest first', async () => {
    const response = await call(feedXmlLoader, '/feed.xml')
    const xml = await response.text()

    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    expect(XMLValidator.validate(xml)).toBe(true)
    const { rss } = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' }).parse(xml)
    expect(rss.channel.item[0].title).toBe('Pages Unrelated Coder')
    expect(rss.channel.item[0].link).toBe(`http://localhost/agents/${general!.id}-${general!.slug}`)
  })

  it('/industries/legal/feed.json is a JSON Feed 1.1 of that industry only; an unknown industry is 404', async () => {
    const response = await call(feedJsonLoader, '/industries/legal/feed.json', { params: { industry: 'legal' } })
    const feed = (await response.json()) as { version: string; title: string; feed_url: string; items: { title: string; id: string; url: string; date_published: string }[] }

    expect(response.headers.get('content-type')).toBe('application/feed+json; charset=utf-8')
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1')
    expect(feed.feed_url).toBe('http://localhost/industries/legal/feed.json')
    expect(feed.items.map((item) => item.title).sort()).toEqual(['Pages Clause Finder', 'Pages Contract Reader', 'Pages Intake Helper'])
    for (const item of feed.items) {
      expect(item.id).toBe(item.url)
      expect(Number.isNaN(Date.parse(item.date_published))).toBe(false)
    }

    const unknown = await thrown(call(feedXmlLoader, '/industries/astrology/feed.xml', { params: { industry: 'astrology' } }))
    expect(unknown.status).toBe(404)
  })

  it('/llms.txt describes the site, its pages, its API (from the OpenAPI document) and its feeds', async () => {
    const response = await call(llmsLoader, '/llms.txt')
    const text = await response.text()

    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(text.startsWith('# Agent Atlas\n\n> ')).toBe(true)
    expect(text).toContain('[Find AI for my business](http://localhost/matchmaker)')
    expect(text).toContain('`POST /api/quiz/match`')
    expect(text).toContain('`GET /api/agents`')
    expect(text).toContain('http://localhost/industries/legal/feed.xml')
  })
})
