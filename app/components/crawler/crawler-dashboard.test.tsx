import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { TCrawlRun, TCrawlerStatus } from '../../../server/crawler/index.ts'
import { AgentSourcesCard } from './agent-sources-card.tsx'
import { CrawlNotice } from './crawl-notice.tsx'
import { ManualCrawlCard } from './manual-crawl-card.tsx'
import { CrawlerStatCards } from './stat-cards.tsx'

function run(overrides: Partial<TCrawlRun> = {}): TCrawlRun {
  return {
    id: 3,
    trigger: 'manual',
    status: 'running',
    isLive: false,
    startedAt: '2026-11-22T06:00:00.000Z',
    finishedAt: null,
    message: 'Crawling…',
    error: null,
    progress: { currentSource: 'templates', sourcesDone: 4, sourcesTotal: 5, entriesDone: 1234 },
    sources: [],
    ...overrides,
  }
}

/** Renders a component that uses router hooks (the form, navigation state) outside a real app. */
function renderInRouter(element: React.ReactElement) {
  const Stub = createRoutesStub([{ path: '/crawler', Component: () => element }])

  return renderToStaticMarkup(<Stub initialEntries={['/crawler']} />)
}

describe('ManualCrawlCard', () => {
  it('offers admins the button, with the last crawl as a machine-readable time', () => {
    const html = renderInRouter(<ManualCrawlCard currentRun={null} lastUpdated="2026-11-21T06:02:00.000Z" canRun />)

    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Run Crawler Now<\/button>/)
    expect(html).not.toMatch(/<button[^>]*\sdisabled=""/)
    expect(html).toContain('<time dateTime="2026-11-21T06:02:00.000Z">2026-11-21 06:02 UTC</time>')
  })

  it('shows visitors a disabled button that says why', () => {
    const html = renderInRouter(<ManualCrawlCard currentRun={null} lastUpdated={null} canRun={false} />)

    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-describedby="crawl-admins-only"|<button[^>]*aria-describedby="crawl-admins-only"[^>]*disabled=""/)
    expect(html).toContain('Admins only')
    expect(html).toContain('Last crawl: none yet')
  })

  it('reads Crawling... and is disabled while a run goes, with its progress', () => {
    const html = renderInRouter(<ManualCrawlCard currentRun={run()} lastUpdated={null} canRun />)

    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Crawling\.\.\.<\/button>/)
    expect(html).toContain('Source 5 of 5, reading templates; 1,234 entries so far.')
  })
})

describe('CrawlNotice', () => {
  it('announces a finished run with the server’s message in a live region', () => {
    const html = renderToStaticMarkup(<CrawlNotice notice={{ kind: 'completed', run: run({ status: 'completed', message: '12 new agents, 3 agents updated.' }) }} />)

    expect(html).toContain('role="status"')
    expect(html).toContain('aria-live="polite"')
    expect(html).toContain('Crawl Completed')
    expect(html).toContain('12 new agents, 3 agents updated.')
  })

  it('words a failure as the spec does', () => {
    const html = renderToStaticMarkup(<CrawlNotice notice={{ kind: 'failed', run: run({ status: 'failed' }) }} />)

    expect(html).toContain('Crawl Failed')
    expect(html).toContain('Unable to complete web crawling. Please try again.')
  })

  it('keeps an empty live region when there is nothing to say', () => {
    expect(renderToStaticMarkup(<CrawlNotice notice={null} />)).toBe('<div role="status" aria-live="polite" aria-atomic="true"></div>')
  })
})

describe('stat cards and agent sources', () => {
  const status: TCrawlerStatus = {
    totalAgents: 3,
    freeAgents: 3,
    sourceBreakdown: { github: 2, lobehub: 1 },
    crawlerActive: true,
    lastUpdated: null,
    isLive: false,
    currentRun: null,
    lastRun: null,
    schedule: { cron: '0 6 * * *', timezone: 'UTC', nextRunAt: null },
    sources: [],
  }

  it('shows the four figures with the crawler state', () => {
    const html = renderToStaticMarkup(<CrawlerStatCards status={status} />)

    for (const text of ['Total Agents', 'across all platforms', 'FREE &amp; Affordable Agents', '100% free to use', 'Sources', 'Crawler Status', 'Active', 'daily automation']) {
      expect(html).toContain(text)
    }
    expect(renderToStaticMarkup(<CrawlerStatCards status={{ ...status, crawlerActive: false }} />)).toContain('Inactive')
  })

  it('gives each platform its count and share to one decimal', () => {
    const html = renderToStaticMarkup(<AgentSourcesCard breakdown={status.sourceBreakdown} />)

    expect(html).toContain('GitHub')
    expect(html).toContain('2 agents · 66.7%')
    expect(html).toContain('LobeHub')
    expect(html).toContain('1 agent · 33.3%')
  })
})
