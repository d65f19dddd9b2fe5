import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { applyDataFixes, DEPLOYMENT_FACTS_FIX } from '../../../db/data-fixes.ts'
import { db } from '../../../db/client.ts'
import { agents } from '../../../db/schema/index.ts'
import { seedCatalogue } from '../../../db/seed/seed-catalogue.ts'
import { findDeployableAgents } from '../../../server/assistant/index.ts'
import { countInventory, getCatalogueStats } from '../../../server/catalogue/index.ts'
import { DEPLOYMENT_FACT_COLUMNS } from '../../../server/shared/deployment-fact-columns.ts'
import { deriveDeploymentFacts } from '../../../server/shared/derive-deployment-facts.ts'
import { selfDeployableFromStored } from '../../../server/shared/deployment-facts.schemas.ts'
import { setupTestDatabase } from '../../support/database.ts'

setupTestDatabase()

type StoredRow = Awaited<ReturnType<typeof storedRows>>[number]

function storedRows() {
  return db.select(DEPLOYMENT_FACT_COLUMNS).from(agents).orderBy(agents.id)
}

/** Agents whose stored facts are not what the derivation says, as "name: stored ≠ derived". */
function disagreements(rows: StoredRow[]): string[] {
  return rows.flatMap((row) => {
    const derived = deriveDeploymentFacts(row)
    const stored = `${selfDeployableFromStored(row.selfDeployable)}/${row.deploymentComplexity}/${row.infrastructureNeeded}`
    const expected = `${derived.selfDeployable}/${derived.deploymentComplexity}/${derived.infrastructureNeeded}`

    return stored === expected ? [] : [`${row.name}: ${stored} ≠ ${expected}`]
  })
}

// Seeding the whole shipped catalogue and rewriting every row took 40 s on a loaded machine (CI is
// quieter): these two tests get more than the default 30 s.
describe('the shipped catalogue’s stored deployment facts', { timeout: 90_000 }, () => {
  it('are, for every agent, what the one derivation says, and every page counts the same', async () => {
    await seedCatalogue()
    const rows = await storedRows()
    expect(rows.length).toBeGreaterThan(2_000)
    expect(disagreements(rows)).toEqual([])

    // The /deployment banner (derived at read time), the home page's figure and the admin
    // inventory (stored columns) count the same agents.
    const yes = rows.filter((row) => row.selfDeployable === true).length
    const unknown = rows.filter((row) => row.selfDeployable === null).length
    const { stats } = await findDeployableAgents()
    expect(stats).toMatchObject({ totalAgents: rows.length, selfDeployable: yes, unknown })
    expect((await getCatalogueStats()).selfDeployableAgents).toBe(yes)
    const inventory = await countInventory()
    for (const [complexity, total] of Object.entries(stats.byComplexity)) {
      expect(inventory.breakdowns.deploymentComplexity.find((entry) => entry.category === complexity)?.total).toBe(total)
    }
  })

  it('are brought back in line on a database stored before the derivation, once, leaving locked fields alone', async () => {
    const [locked] = (await db.execute(sql`select id from agents where link like 'https://github.com/%' order by id limit 1`)).rows as { id: number }[]
    // What the crawler's old kind-based guess stored: every agent self-deployable, most "medium".
    await db.execute(sql`update agents set self_deployable = true, deployment_complexity = 'medium', infrastructure_needed = 'docker'`)
    await db.execute(sql`update agents set self_deployable = false, locked_fields = array['selfDeployable'] where id = ${locked!.id}`)
    await db.execute(sql`delete from applied_data_fixes where name = ${DEPLOYMENT_FACTS_FIX}`)

    expect(await db.transaction((tx) => applyDataFixes(tx))).toEqual([DEPLOYMENT_FACTS_FIX])
    const rows = await storedRows()
    expect(disagreements(rows)).toEqual([disagreements(rows.filter((row) => row.id === locked!.id))[0]])
    expect(rows.find((row) => row.id === locked!.id)?.selfDeployable).toBe(false)

    // Recorded: a second start changes nothing, even where someone changed a value since.
    await db.execute(sql`update agents set deployment_complexity = 'hard' where id <> ${locked!.id}`)
    expect(await db.transaction((tx) => applyDataFixes(tx))).toEqual([])
    expect((await db.execute(sql`select count(*)::int as count from agents where deployment_complexity = 'hard'`)).rows[0]).toEqual({ count: rows.length - 1 })
  })
})
