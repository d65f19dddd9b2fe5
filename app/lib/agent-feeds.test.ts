import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { buildJsonFeed, renderRssFeed, type FeedAgent } from './agent-feeds.ts'

const AGENTS: FeedAgent[] = [
  {
    id: 7,
    slug: 'contract-checker',
    name: 'Contract <Checker> & Co',
    description: 'Reads "contracts" & flags risky clauses\u0007 for small firms.',
    industry: 'legal',
    category: 'research',
    tags: ['contracts'],
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
  },
  {
    id: 3,
    slug: 'intake-bot',
    name: 'Intake Bot',
    description: 'Answers new clients.',
    industry: 'legal',
    category: 'support',
    tags: [],
    createdAt: '2026-11-19T10:00:00.000Z',
    updatedAt: '2026-11-19T10:00:00.000Z',
  },
]

describe('RSS 2.0 feed', () => {
  it('is well-formed XML with escaped text, absolute links and RFC 822 dates', () => {
    const xml = renderRssFeed(AGENTS, { origin: 'https://atlas.example', industry: 'legal' })

    expect(XMLValidator.validate(xml)).toBe(true)
    const { rss } = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' || name === 'category' }).parse(xml)
    expect(rss['@_version']).toBe('2.0')
    expect(rss.channel.title).toBe('Agent Atlas: new AI agents for law firms')
    expect(rss.channel.link).toBe('https://atlas.example/industries/legal')
    expect(rss.channel['atom:link']['@_href']).toBe('https://atlas.example/industries/legal/feed.xml')
    expect(rss.channel.item).toHaveLength(2)
    const [first] = rss.channel.item
    expect(xml).toContain('<title>Contract &lt;Checker&gt; &amp; Co</title>')
    expect(first.title).toBe('Contract <Checker> & Co')
    expect(first.link).toBe('https://atlas.example/agents/7-contract-checker')
    expect(first.guid['#text']).toBe(first.link)
    expect(first.pubDate).toBe('Fri, 20 Nov 2026 10:00:00 GMT')
    expect(first.category).toEqual(['Legal', 'Research', 'contracts'])
  })

  it('decodes back to the original text (no control characters)', () => {
    const xml = renderRssFeed(AGENTS, { origin: 'https://atlas.example' })
    const { rss } = new XMLParser({ processEntities: true, htmlEntities: true }).parse(xml)

    expect(rss.channel.item[0].title).toBe('Contract <Checker> & Co')
    expect(rss.channel.item[0].description).toBe('Reads "contracts" & flags risky clauses for small firms.')
  })
})

describe('JSON Feed 1.1', () => {
  it('has the required fields and one item per agent', () => {
    const feed = buildJsonFeed(AGENTS, { origin: 'https://atlas.example' })

    expect(feed.version).toBe('https://jsonfeed.org/version/1.1')
    expect(feed.feed_url).toBe('https://atlas.example/feed.json')
    expect(feed.home_page_url).toBe('https://atlas.example/marketplace?sort=newest')
    expect(feed.items.map((item) => item.id)).toEqual(['https://atlas.example/agents/7-contract-checker', 'https://atlas.example/agents/3-intake-bot'])
    expect(feed.items[0]).toMatchObject({ title: 'Contract <Checker> & Co', date_published: '2026-11-20T10:00:00.000Z', tags: ['Legal', 'Research', 'contracts'] })
  })
})
