import type { MetaDescriptor } from 'react-router'

export const SITE_NAME = 'Agent Atlas'

export type PageSeo = {
  /** The page's own title; the site name is appended. */
  title: string
  description: string
  /** Absolute origin, from PUBLIC_URL or the request (app/lib/origin.server.ts). */
  origin: string
  /** Path (and query, for canonical filtered views) of the canonical URL. */
  path: string
  type?: 'website' | 'article'
  jsonLd?: Record<string, unknown>
  /** Error and thin pages: kept out of search results. */
  noIndex?: boolean
  /** Path of a 1200×630 picture for shared links (e.g. /agents/12/og.png). */
  imagePath?: string
}

export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin.replace(/\/+$/, '')}/`).href
}

/** Title, description, canonical link, Open Graph and Twitter tags, and JSON-LD for one page. */
export function buildMeta({ title, description, origin, path, type = 'website', jsonLd, noIndex = false, imagePath }: PageSeo): MetaDescriptor[] {
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`
  const url = absoluteUrl(origin, path)
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: type },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    // X reads og:title, og:description and og:image when its own tags are missing: only the card type is its own.
    { name: 'twitter:card', content: imagePath ? 'summary_large_image' : 'summary' },
    // The feeds of new agents (decision 013), announced on every page for feed readers.
    { tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: `${SITE_NAME}: new AI agents (RSS)`, href: absoluteUrl(origin, '/feed.xml') },
    { tagName: 'link', rel: 'alternate', type: 'application/feed+json', title: `${SITE_NAME}: new AI agents (JSON Feed)`, href: absoluteUrl(origin, '/feed.json') },
  ]
  if (imagePath) {
    const image = absoluteUrl(origin, imagePath)
    tags.push({ property: 'og:image', content: image }, { property: 'og:image:width', content: '1200' }, { property: 'og:image:height', content: '630' })
  }
  if (noIndex) tags.push({ name: 'robots', content: 'noindex' })
  if (jsonLd) tags.push({ 'script:ld+json': jsonLd })

  return tags
}

/** Meta descriptions read best under about 160 characters; cut at a word boundary. */
export function summarise(text: string, maximum = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= maximum) return flat
  const cut = flat.slice(0, maximum - 1)
  const lastSpace = cut.lastIndexOf(' ')

  return `${(lastSpace > maximum / 2 ? cut.slice(0, lastSpace) : cut).replace(/[.,;:!?-]+$/, '')}…`
}
