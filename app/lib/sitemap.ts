import { absoluteUrl } from './seo.ts'
import { INDUSTRIES } from '../../server/shared/taxonomy.ts'

export type SitemapEntry = { path: string; lastModified?: string }

/** The protocol's ceiling for one file; past it sitemap.xml becomes an index of parts. */
export const SITEMAP_URL_LIMIT = 50_000

export const SITEMAP_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }

/** Public pages with content of their own, and the industry pages. */
export const PUBLIC_PAGE_PATHS = [
  ...['/', '/marketplace', '/free-agents', '/shop', '/matchmaker', '/contribute', '/about', '/about/sources', '/careers', '/privacy', '/terms', '/api-docs'],
  ...['/deployment', '/coaching', '/bubble', '/flowise', '/n8n'],
  ...INDUSTRIES.map((industry) => `/industries/${industry}`),
]

/** The index's parts: the pages, then the agents in slices of SITEMAP_URL_LIMIT. */
export function sitemapPartPaths(agentCount: number): string[] {
  const agentParts = Math.ceil(agentCount / SITEMAP_URL_LIMIT)

  return ['/sitemaps/pages.xml', ...Array.from({ length: agentParts }, (_, index) => `/sitemaps/agents-${index + 1}.xml`)]
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}

/** A sitemaps.org urlset; dates are cut to the day (W3C date format). */
export function renderSitemap(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastModified = entry.lastModified ? `<lastmod>${entry.lastModified.slice(0, 10)}</lastmod>` : ''

    return `<url><loc>${escapeXml(absoluteUrl(origin, entry.path))}</loc>${lastModified}</url>`
  })

  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** A sitemaps.org sitemap index pointing at the parts. */
export function renderSitemapIndex(origin: string, paths: string[]): string {
  const sitemaps = paths.map((path) => `<sitemap><loc>${escapeXml(absoluteUrl(origin, path))}</loc></sitemap>`)

  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join('\n')}\n</sitemapindex>\n`
}

/** Areas that are private, per-user or machine-only: kept out of search engines. */
export const DISALLOWED_PATHS = ['/admin', '/api', '/premium/dashboard', '/account']

export function renderRobots(origin: string): string {
  return ['User-agent: *', ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`, ''].join('\n')
}
