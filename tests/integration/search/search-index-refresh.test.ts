import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { db } from '../../../db/client.ts'
import { agents } from '../../../db/schema/index.ts'
import { findAgentSummaries } from '../../../server/catalogue/find-agent-summaries.ts'
import { createApp } from '../../../server/http/app.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgents } from '../../support/factories/agents.ts'

setupTestDatabase()
const app = createApp()

type SearchBody = { agents: { id: number; name: string; averageRating: number }[]; total: number }

async function search(query: string, extra = ''): Promise<SearchBody> {
  const response = await app.request(`/api/agents?search=${encodeURIComponent(query)}${extra}`)
  expect(response.status).toBe(200)

  return (await response.json()) as SearchBody
}

describe('the search index after catalogue changes', () => {
  it('shows a new rating at once (the text part is reused) and a renamed or hidden agent at once (rebuilt)', async () => {
    const [first, second] = await createAgents([
      { name: 'Zebra Invoice Helper', description: 'Prepares zebra invoices for small shops.' },
      { name: 'Zebra Receipt Helper', description: 'Files zebra receipts for small shops.' },
    ])
    expect((await search('zebra', '&sort=rating')).total).toBe(2)

    await db.update(agents).set({ averageRating: 4.9, totalRatings: 40 }).where(eq(agents.id, second!.id))
    const byRating = await search('zebra', '&sort=rating')
    expect(byRating.agents.map((agent) => agent.id)).toEqual([second!.id, first!.id])
    expect(byRating.agents[0]!.averageRating).toBe(4.9)

    await db.update(agents).set({ name: 'Okapi Invoice Helper' }).where(eq(agents.id, first!.id))
    expect((await search('okapi')).agents.map((agent) => agent.id)).toEqual([first!.id])

    await db.update(agents).set({ isActive: false }).where(eq(agents.id, second!.id))
    expect((await search('zebra')).agents.map((agent) => agent.id)).toEqual([first!.id])
  })

  it('shows each result as the database holds it, after a change to a column only a result shows', async () => {
    const created = await createAgents([
      { name: 'Walrus Lease Checker', description: 'Checks walrus leases for clauses.', tags: ['walrus', 'lease'], selfDeployable: null },
      { name: 'Walrus Payroll Helper', description: 'Runs walrus payroll.', stars: 120, builderProfile: 'walrus-builder', isPremium: true },
    ])
    const asStored = async () => JSON.parse(JSON.stringify(await findAgentSummaries({ ids: created.map((agent) => agent.id) }))) as unknown[]
    const sortById = (rows: { id: number }[]) => [...rows].sort((left, right) => left.id - right.id)
    expect(sortById((await search('walrus')).agents)).toEqual(await asStored())

    await db.update(agents).set({ stars: 99, link: 'https://example.com/walrus-moved', linkStatus: 'dead', entryKind: 'workflow-template' }).where(eq(agents.id, created[1]!.id))
    expect(sortById((await search('walrus')).agents)).toEqual(await asStored())
  })
})
