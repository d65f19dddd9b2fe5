import { absoluteUrl } from './seo.ts'

export type SitemapEntry = { path: string; lastModified?: string }

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

/** Areas that are private, per-user or machine-only: kept out of search engines. */
export const DISALLOWED_PATHS = ['/admin', '/api', '/premium/dashboard', '/account']

export function renderRobots(origin: string): string {
  return ['User-agent: *', ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`, ''].join('\n')
}
