import { sql } from 'drizzle-orm'
import { DEPLOYMENT_FACT_COLUMNS } from '../server/shared/deployment-fact-columns.ts'
import { storedDeploymentFacts } from '../server/shared/derive-deployment-facts.ts'
import { searchPhrasesAreLocked } from '../server/catalogue/search-phrases-are-open.ts'
import { lockedFieldNames } from '../server/shared/locked-fields.ts'
import type { Database } from './client.ts'
import { agents, appliedDataFixes } from './schema/index.ts'
import { readSearchPhrases } from './seed/search-phrases.ts'

type Executor = Pick<Database, 'select' | 'insert' | 'execute'>

/** Rows per UPDATE: one statement per batch instead of one per agent. */
const BATCH_SIZE = 500

/**
 * Stored deployment facts as the one derivation gives them (decision 030): before it, the crawler
 * guessed them from the entry's kind (every shipped agent "self-deployable"). Fields an admin or
 * owner locked keep their value. Bump the name when the derivation changes, so stored rows follow.
 */
export const DEPLOYMENT_FACTS_FIX = 'deployment-facts-1'

async function alignDeploymentFacts(executor: Executor) {
  const rows = await executor
    .select({ ...DEPLOYMENT_FACT_COLUMNS, lockedFields: agents.lockedFields })
    .from(agents)
  const changed = rows.flatMap((row) => {
    const derived = storedDeploymentFacts(row)
    const locked = lockedFieldNames(row.lockedFields)
    const next = {
      selfDeployable: locked.has('selfDeployable') ? row.selfDeployable : derived.selfDeployable,
      deploymentComplexity: locked.has('deploymentComplexity') ? row.deploymentComplexity : derived.deploymentComplexity,
      infrastructureNeeded: locked.has('infrastructureNeeded') ? row.infrastructureNeeded : derived.infrastructureNeeded,
    }
    const isSame = next.selfDeployable === row.selfDeployable && next.deploymentComplexity === row.deploymentComplexity && next.infrastructureNeeded === row.infrastructureNeeded

    return isSame ? [] : [{ id: row.id, ...next }]
  })

  for (let start = 0; start < changed.length; start += BATCH_SIZE) {
    const batch = changed.slice(start, start + BATCH_SIZE)
    // Arrays as text literals, so both drivers pass them the same way.
    const list = (values: (string | number | boolean | null)[]) => `{${values.map((value) => (value === null ? 'NULL' : `"${value}"`)).join(',')}}`
    await executor.execute(sql`
      update agents set
        self_deployable = fix.self_deployable,
        deployment_complexity = fix.deployment_complexity,
        infrastructure_needed = fix.infrastructure_needed,
        updated_at = now()
      from unnest(
        ${list(batch.map((row) => row.id))}::int[],
        ${list(batch.map((row) => row.selfDeployable))}::boolean[],
        ${list(batch.map((row) => row.deploymentComplexity))}::text[],
        ${list(batch.map((row) => row.infrastructureNeeded))}::text[]
      ) as fix(id, self_deployable, deployment_complexity, infrastructure_needed)
      where agents.id = fix.id`)
  }

  return changed.length
}

/**
 * The shipped search phrases (db/seed/search-phrases.json) for the shipped agents a database already
 * had: a new database gets them from the seed. Phrases an admin or owner edited (locked) are left
 * alone, even emptied ones. Bump the name when the file changes, so stored rows follow
 * ('search-phrases-1' was the first pass, '-2' added the second and third, '-3' the fourth).
 */
export const SEARCH_PHRASES_FIX = 'search-phrases-3'

async function addSearchPhrases(executor: Executor) {
  const phrases = JSON.stringify(await readSearchPhrases())
  await executor.execute(sql`
    update agents set search_phrases = array(select jsonb_array_elements_text(fix.phrases)), updated_at = now()
    from jsonb_each(${phrases}::jsonb) as fix(link, phrases)
    where agents.link = fix.link
      and not (${searchPhrasesAreLocked})`)
}

/** Every data fix by name, in the order they run. */
const DATA_FIXES: [name: string, apply: (executor: Executor) => Promise<unknown>][] = [
  [DEPLOYMENT_FACTS_FIX, alignDeploymentFacts],
  [SEARCH_PHRASES_FIX, addSearchPhrases],
]

/**
 * Applies each data fix this database has not had yet, after the migrations and under the same
 * lock (db/migrate.ts), so two starting processes never run one twice. An empty database records
 * the fix without changing anything: the shipped catalogue it is seeded with is already right.
 */
export async function applyDataFixes(executor: Executor): Promise<string[]> {
  const done = new Set((await executor.select({ name: appliedDataFixes.name }).from(appliedDataFixes)).map((row) => row.name))
  const applied: string[] = []
  for (const [name, apply] of DATA_FIXES) {
    if (done.has(name)) continue
    await apply(executor)
    await executor.insert(appliedDataFixes).values({ name })
    applied.push(name)
  }

  return applied
}
