import { describe, expect, it } from 'vitest'
import { absoluteUrl, buildMeta, summarise } from './seo.ts'

describe('page meta tags', () => {
  const meta = buildMeta({ title: 'Legal AI agents', description: 'Agents for law firms.', origin: 'https://atlas.example/', path: '/industries/legal' })

  it('gives a titled page an absolute canonical URL and matching Open Graph tags', () => {
    expect(meta).toContainEqual({ title: 'Legal AI agents | Agent Atlas' })
    expect(meta).toContainEqual({ name: 'description', content: 'Agents for law firms.' })
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://atlas.example/industries/legal' })
    expect(meta).toContainEqual({ property: 'og:url', content: 'https://atlas.example/industries/legal' })
    expect(meta).toContainEqual({ property: 'og:title', content: 'Legal AI agents | Agent Atlas' })
  })

  it('adds JSON-LD and noindex only when asked', () => {
    expect(meta.some((tag) => 'script:ld+json' in tag)).toBe(false)
    expect(meta.some((tag) => 'name' in tag && tag.name === 'robots')).toBe(false)
    const withExtras = buildMeta({ title: 'X', description: 'Y', origin: 'http://localhost:3000', path: '/x', noIndex: true, jsonLd: { '@type': 'Thing' } })
    expect(withExtras).toContainEqual({ 'script:ld+json': { '@type': 'Thing' } })
    expect(withExtras).toContainEqual({ name: 'robots', content: 'noindex' })
  })

  it('joins origins and paths without doubled or missing slashes', () => {
    expect(absoluteUrl('http://localhost:3000', '/agents/1-a')).toBe('http://localhost:3000/agents/1-a')
    expect(absoluteUrl('http://localhost:3000/', 'marketplace?useCase=legal')).toBe('http://localhost:3000/marketplace?useCase=legal')
  })
})

describe('meta descriptions', () => {
  it('keeps short text and cuts long text at a word', () => {
    expect(summarise('  A short\n description. ')).toBe('A short description.')
    const long = 'word '.repeat(60)
    const cut = summarise(long, 50)
    expect(cut.length).toBeLessThanOrEqual(50)
    expect(cut.endsWith('word…')).toBe(true)
  })
})
