import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { db } from '../../../db/client.ts'
import { agents } from '../../../db/schema/index.ts'
import { getCatalogueStats } from '../../../server/catalogue/index.ts'
import { setupTestDatabase, testDatabaseKind } from '../../support/database.ts'
import { createAgents } from '../../support/factories/agents.ts'

setupTestDatabase()

// A second connection reads while a write is open: only the Postgres server has one (PGlite has one connection).
describe.runIf(testDatabaseKind() === 'postgres')('catalogue reads cached per version', () => {
  it('are not served stale after a write that a reader saw before it committed', async () => {
    const [withdrawn] = await createAgents([{ name: 'Withdrawn While Read' }, { name: 'Stays Listed' }])
    const before = (await getCatalogueStats()).totalAgents

    await db.transaction(async (tx) => {
      await tx.update(agents).set({ isActive: false }).where(eq(agents.id, withdrawn!.id))
      // Another connection: the write is not visible yet, and what it reads is cached.
      expect((await getCatalogueStats()).totalAgents).toBe(before)
    })

    expect((await getCatalogueStats()).totalAgents).toBe(before - 1)
  })
})
