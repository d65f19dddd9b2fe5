import { agentPath } from './agent-links.ts'
import { absoluteUrl, SITE_NAME } from './seo.ts'
import { CATEGORY_LABELS, INDUSTRY_AUDIENCES, INDUSTRY_LABELS, type Category, type Industry } from '../../server/shared/taxonomy.ts'

/**
 * The feeds of new agents: RSS 2.0 (`feed.xml`) and JSON Feed 1.1 (`feed.json`), for the whole
 * catalogue and per industry. Pure functions of the newest agents, so tests can parse them.
 */

export type FeedAgent = {
  id: number
  slug: string
  name: string
  description: string
  industry: string
  category: string
  tags: string[]
  createdAt: string
  updatedAt: string
}

export type FeedScope = { origin: string; industry?: Industry }

/** How many of the newest agents a feed carries. */
export const FEED_ITEM_LIMIT = 50

export function feedPaths(industry?: Industry): { xml: string; json: string; home: string } {
  if (!industry) return { xml: '/feed.xml', json: '/feed.json', home: '/marketplace?sort=newest' }

  return { xml: `/industries/${industry}/feed.xml`, json: `/industries/${industry}/feed.json`, home: `/industries/${industry}` }
}

/** An industry page's own feeds, for its `<head>` (the site-wide ones come with every page). */
export function industryFeedLinks(origin: string, industry: Industry) {
  const paths = feedPaths(industry)

  return [
    { tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: `${feedTitle(industry)} (RSS)`, href: absoluteUrl(origin, paths.xml) },
    { tagName: 'link', rel: 'alternate', type: 'application/feed+json', title: `${feedTitle(industry)} (JSON Feed)`, href: absoluteUrl(origin, paths.json) },
  ]
}

export function feedTitle(industry?: Industry): string {
  return industry ? `${SITE_NAME}: new AI agents for ${INDUSTRY_AUDIENCES[industry]}` : `${SITE_NAME}: new AI agents`
}

function feedDescription(industry?: Industry): string {
  return industry
    ? `The newest ${INDUSTRY_LABELS[industry]} agents listed on ${SITE_NAME}.`
    : `The newest AI agents listed on ${SITE_NAME}, for solo professionals, small teams, schools, clinics and law firms.`
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** Escapes text for XML and drops the control characters XML 1.0 forbids. */
function xml(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!)
}

function itemCategories(agent: FeedAgent): string[] {
  return [INDUSTRY_LABELS[agent.industry as Industry] ?? agent.industry, CATEGORY_LABELS[agent.category as Category] ?? agent.category, ...agent.tags]
}

export function renderRssFeed(agents: FeedAgent[], { origin, industry }: FeedScope): string {
  const paths = feedPaths(industry)
  const lastBuild = agents[0] ? new Date(agents[0].createdAt) : new Date(0)
  const items = agents.map((agent) => {
    const url = absoluteUrl(origin, agentPath(agent))

    return [
      '    <item>',
      `      <title>${xml(agent.name)}</title>`,
      `      <link>${xml(url)}</link>`,
      `      <guid isPermaLink="true">${xml(url)}</guid>`,
      `      <description>${xml(agent.description)}</description>`,
      `      <pubDate>${new Date(agent.createdAt).toUTCString()}</pubDate>`,
      ...itemCategories(agent).map((category) => `      <category>${xml(category)}</category>`),
      '    </item>',
    ].join('\n')
  })

  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xml(feedTitle(industry))}</title>`,
    `    <link>${xml(absoluteUrl(origin, paths.home))}</link>`,
    `    <description>${xml(feedDescription(industry))}</description>`,
    '    <language>en</language>',
    `    <lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${xml(absoluteUrl(origin, paths.xml))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}

export type JsonFeed = {
  version: 'https://jsonfeed.org/version/1.1'
  title: string
  home_page_url: string
  feed_url: string
  description: string
  language: string
  items: {
    id: string
    url: string
    title: string
    content_text: string
    summary: string
    date_published: string
    date_modified: string
    tags: string[]
  }[]
}

export function buildJsonFeed(agents: FeedAgent[], { origin, industry }: FeedScope): JsonFeed {
  const paths = feedPaths(industry)

  return {
    version: 'https://jsonfeed.org/version/1.1',
    title: feedTitle(industry),
    home_page_url: absoluteUrl(origin, paths.home),
    feed_url: absoluteUrl(origin, paths.json),
    description: feedDescription(industry),
    language: 'en',
    items: agents.map((agent) => {
      const url = absoluteUrl(origin, agentPath(agent))

      return {
        id: url,
        url,
        title: agent.name,
        content_text: agent.description,
        summary: agent.description.length > 200 ? `${agent.description.slice(0, 199)}…` : agent.description,
        date_published: agent.createdAt,
        date_modified: agent.updatedAt,
        tags: itemCategories(agent),
      }
    }),
  }
}
