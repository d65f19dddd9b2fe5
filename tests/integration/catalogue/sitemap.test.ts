import { describe, expect, it } from 'vitest'
import { loader as sitemapPartLoader } from '../../../app/routes/seo/sitemap-part.ts'
import { loader as sitemapLoader } from '../../../app/routes/seo/sitemap.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgents } from '../../support/factories/agents.ts'

setupTestDatabase()

/** The sitemap routes, called the way React Router calls a resource route's loader. */
function get(path: string, params: Record<string, string> = {}): Promise<Response> {
  const args = { request: new Request(`http://localhost${path}`), params, context: { nonce: '' }, unstable_pattern: '' } as never
  const loader = path === '/sitemap.xml' ? sitemapLoader : sitemapPartLoader

  return loader(args)
}

describe('sitemap.xml', () => {
  it('lists the public pages, every industry page and every active agent page, but no withdrawn agent', async () => {
    const [listed, withdrawn] = await createAgents([{ name: 'Listed Sitemap Agent' }, { name: 'Withdrawn Sitemap Agent', isActive: false }])

    const response = await get('/sitemap.xml')
    const xml = await response.text()

    expect(response.headers.get('content-type')).toContain('application/xml')
    expect(xml).toContain('<urlset')
    expect(xml).toContain('<loc>http://localhost/marketplace</loc>')
    expect(xml).toContain('<loc>http://localhost/industries/legal</loc>')
    expect(xml).toContain(`<loc>http://localhost/agents/${listed!.id}-`)
    expect(xml).not.toContain(`/agents/${withdrawn!.id}-`)
  })

  it('serves the parts an index points at once the catalogue outgrows one file, and 404 for a part past the end', async () => {
    const [agent] = await createAgents([{ name: 'Part Sitemap Agent' }])

    const pages = await (await get('/sitemaps/pages.xml', { part: 'pages.xml' })).text()
    expect(pages).toContain('<loc>http://localhost/about/sources</loc>')
    expect(pages).not.toContain('/agents/')

    const firstAgents = await (await get('/sitemaps/agents-1.xml', { part: 'agents-1.xml' })).text()
    expect(firstAgents).toContain(`<loc>http://localhost/agents/${agent!.id}-`)

    expect((await get('/sitemaps/agents-2.xml', { part: 'agents-2.xml' })).status).toBe(404)
    expect((await get('/sitemaps/other.xml', { part: 'other.xml' })).status).toBe(404)
  })
})
