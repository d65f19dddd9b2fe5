import { describe, expect, it } from 'vitest'
import { loader as freeAgentsLoader } from '../../../app/routes/catalogue/free-agents.tsx'
import { loader as shopLoader } from '../../../app/routes/catalogue/shop.tsx'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgents } from '../../support/factories/agents.ts'

setupTestDatabase()

/** The loaders called the way React Router calls them. */
const args = (url: string) => ({ request: new Request(`http://localhost${url}`), params: {}, context: { nonce: '' }, unstable_pattern: '' }) as never

async function redirected(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
  throw new Error('Expected a redirect')
}

describe('/free-agents and /shop', () => {
  it('filter by pricing (free, affordable $1–200) and by price range, with the filters in the canonical address', async () => {
    const [free, affordable, pricey] = await createAgents([
      { name: 'Pageload Free Helper', priceCents: 0, pricingType: 'free' },
      { name: 'Pageload Affordable Helper', priceCents: 4_900, pricingType: 'paid' },
      { name: 'Pageload Pricey Helper', priceCents: 49_900, pricingType: 'paid' },
    ])

    const freeOnly = await freeAgentsLoader(args('/free-agents?search=Pageload&pricing=free'))
    expect(freeOnly.result.agents.map((agent) => agent.id)).toEqual([free!.id])
    expect(freeOnly.isFiltered).toBe(true)
    expect(freeOnly.canonical).toContain('pricing=free')

    const cheap = await freeAgentsLoader(args('/free-agents?search=Pageload&pricing=affordable'))
    expect(cheap.result.agents.map((agent) => agent.id)).toEqual([affordable!.id])

    const over200 = await shopLoader(args('/shop?search=Pageload&priceRange=over-200'))
    expect(over200.result.agents.map((agent) => agent.id)).toEqual([pricey!.id])
    expect(over200.result.total).toBe(1)
  })

  it('shows every agent unfiltered, and sends a page past the last back to the last', async () => {
    await createAgents([{ name: 'Pageload Plain Helper' }])

    const everything = await shopLoader(args('/shop'))
    expect(everything.isFiltered).toBe(false)
    expect(everything.result.total).toBeGreaterThan(0)

    const past = await redirected(shopLoader(args('/shop?page=99')))
    expect(past.status).toBe(302)
    expect(past.headers.get('location')).toBe('/shop')
  })
})
