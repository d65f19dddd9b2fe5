import { describe, expect, it } from 'vitest'
import { renderRobots, renderSitemap, renderSitemapIndex, SITEMAP_URL_LIMIT, sitemapPartPaths } from './sitemap.ts'

describe('sitemap.xml', () => {
  it('lists absolute, escaped URLs with their day of last change', () => {
    const xml = renderSitemap('https://atlas.example', [
      { path: '/' },
      { path: '/agents/4-a-b', lastModified: '2026-03-04T10:11:12.000Z' },
      { path: '/marketplace?useCase=legal&sort=rating' },
    ])
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml).toContain('<url><loc>https://atlas.example/</loc></url>')
    expect(xml).toContain('<url><loc>https://atlas.example/agents/4-a-b</loc><lastmod>2026-03-04</lastmod></url>')
    expect(xml).toContain('useCase=legal&amp;sort=rating')
  })
})

describe('sitemap index', () => {
  it('splits the agents into parts of at most 50,000 URLs after the pages part', () => {
    expect(sitemapPartPaths(SITEMAP_URL_LIMIT)).toEqual(['/sitemaps/pages.xml', '/sitemaps/agents-1.xml'])
    expect(sitemapPartPaths(SITEMAP_URL_LIMIT + 1)).toEqual(['/sitemaps/pages.xml', '/sitemaps/agents-1.xml', '/sitemaps/agents-2.xml'])
  })

  it('points at each part with an absolute URL', () => {
    const xml = renderSitemapIndex('https://atlas.example', ['/sitemaps/pages.xml'])
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml).toContain('<sitemap><loc>https://atlas.example/sitemaps/pages.xml</loc></sitemap>')
  })
})

describe('robots.txt', () => {
  it('keeps private areas out and points at the sitemap', () => {
    const robots = renderRobots('https://atlas.example')
    for (const path of ['/admin', '/api', '/premium/dashboard', '/account']) expect(robots).toContain(`Disallow: ${path}\n`)
    expect(robots).toContain('Sitemap: https://atlas.example/sitemap.xml')
  })
})
