import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { db } from '../../../db/client.ts'
import { agents } from '../../../db/schema/index.ts'
import { loadListIndex } from '../../../server/catalogue/load-list-index.ts'
import { readCatalogueVersion } from '../../../server/catalogue/read-catalogue-version.ts'
import { buildSearchIndex } from '../../../server/catalogue/search/build-search-index.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgents } from '../../support/factories/agents.ts'

setupTestDatabase()

describe('building the search index while the catalogue changes (decision 046)', () => {
  it('reads the rows and the list index again in one snapshot when an agent was added or hidden after the list index was read', async () => {
    const [kept, hidden] = await createAgents([
      { name: 'Narwhal Invoice Helper', description: 'Prepares narwhal invoices.' },
      { name: 'Narwhal Receipt Helper', description: 'Files narwhal receipts.' },
    ])
    const version = await readCatalogueVersion()
    const stale = await loadListIndex(version)

    // The catalogue moves on between the list index's read and the search index's own read.
    const [added] = await createAgents([{ name: 'Narwhal Payroll Helper', description: 'Runs narwhal payroll.' }])
    await db.update(agents).set({ isActive: false }).where(eq(agents.id, hidden!.id))
    const index = await buildSearchIndex(version)

    const ids = [...index.listIndex.id]
    expect(ids).toEqual([...index.textPart.ids])
    expect(ids).toContain(added!.id)
    expect(ids).toContain(kept!.id)
    expect(ids).not.toContain(hidden!.id)
    expect(index.listIndex).not.toBe(stale)
    // The stale list index is left as it was: it belongs to the version it was read for.
    expect([...stale.id]).toContain(hidden!.id)
  })
})
