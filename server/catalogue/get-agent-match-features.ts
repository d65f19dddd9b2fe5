import { sql } from 'drizzle-orm'
import { databaseHandle, db, type DatabaseHandle } from '../../db/client.ts'
import { CATEGORIES, DEPLOYMENT_COMPLEXITIES, DIFFICULTIES, INDUSTRIES, INFRASTRUCTURES } from '../shared/taxonomy.ts'
import { readCatalogueVersion } from './read-catalogue-version.ts'

/** Code of a column value that is not in the taxonomy, and of a missing (null) one. */
export const UNKNOWN_CODE = 255
export const NULL_CODE = 254

/** The lists a column's codes index into (code = position in the list). */
export const MATCH_FEATURE_VOCABULARY = {
  industries: INDUSTRIES,
  categories: CATEGORIES,
  difficulties: DIFFICULTIES,
  infrastructures: INFRASTRUCTURES,
  deploymentComplexities: DEPLOYMENT_COMPLEXITIES,
} as const

export type TAgentMatchColumns = {
  ids: Int32Array
  industries: Uint8Array
  categories: Uint8Array
  difficulties: Uint8Array
  infrastructures: Uint8Array
  deploymentComplexities: Uint8Array
  selfDeployable: Uint8Array
  averageRatings: Float32Array
  totalRatings: Int32Array
  /** 0–6: a long description, tags, a deployment guide, known infrastructure, known complexity, a licence. */
  completeness: Uint8Array
  /** 1 for a dead link or an archived repository. */
  isDemoted: Uint8Array
}

/**
 * The columns the matchmaker scores, for every active agent, as typed arrays of taxonomy codes
 * (decision 013): about 2 MB at 100,000 agents, and a scoring pass reads numbers, not strings.
 */
export class AgentMatchFeatures {
  readonly count: number
  readonly #columns: TAgentMatchColumns

  constructor(columns: TAgentMatchColumns) {
    this.count = columns.ids.length
    this.#columns = columns
  }

  get columns(): TAgentMatchColumns {
    return this.#columns
  }
}

function encoder(values: readonly string[]) {
  const codes = new Map(values.map((value, index) => [value, index]))

  return (value: string) => (value === '' ? NULL_CODE : (codes.get(value) ?? UNKNOWN_CODE))
}

/**
 * One row holding every agent as packed text: PGlite hands back 100,000 rows several times slower
 * than one string of the same data (measured in bench:quiz).
 */
async function readFeatures(): Promise<AgentMatchFeatures> {
  const result = await db.execute(sql`
    select count(*)::int as count, coalesce(string_agg(concat_ws(',', id, industry, category, difficulty, coalesce(infrastructure_needed, ''),
      coalesce(deployment_complexity, ''), coalesce(self_deployable, false)::int, average_rating, total_ratings, is_demoted::int,
      (length(description) >= 120)::int + (cardinality(tags) > 0)::int + (deployment_guide is not null)::int
        + (infrastructure_needed is not null)::int + (deployment_complexity is not null)::int + (licence is not null)::int), ';' order by id), '') as packed
    from agents where is_active`)
  const { count, packed } = result.rows[0] as { count: number; packed: string }
  const columns: TAgentMatchColumns = {
    ids: new Int32Array(count),
    industries: new Uint8Array(count),
    categories: new Uint8Array(count),
    difficulties: new Uint8Array(count),
    infrastructures: new Uint8Array(count),
    deploymentComplexities: new Uint8Array(count),
    selfDeployable: new Uint8Array(count),
    averageRatings: new Float32Array(count),
    totalRatings: new Int32Array(count),
    completeness: new Uint8Array(count),
    isDemoted: new Uint8Array(count),
  }
  const encode = {
    industry: encoder(MATCH_FEATURE_VOCABULARY.industries),
    category: encoder(MATCH_FEATURE_VOCABULARY.categories),
    difficulty: encoder(MATCH_FEATURE_VOCABULARY.difficulties),
    infrastructure: encoder(MATCH_FEATURE_VOCABULARY.infrastructures),
    complexity: encoder(MATCH_FEATURE_VOCABULARY.deploymentComplexities),
  }
  const rows = count ? packed.split(';') : []
  for (let index = 0; index < rows.length; index++) {
    // Taxonomy codes never contain commas or semicolons (checked at every edge).
    const [id, industry, category, difficulty, infrastructure, complexity, selfDeployable, rating, ratings, demoted, completeness] = rows[index]!.split(',')
    columns.ids[index] = Number(id)
    columns.industries[index] = encode.industry(industry!)
    columns.categories[index] = encode.category(category!)
    columns.difficulties[index] = encode.difficulty(difficulty!)
    columns.infrastructures[index] = encode.infrastructure(infrastructure!)
    columns.deploymentComplexities[index] = encode.complexity(complexity!)
    columns.selfDeployable[index] = Number(selfDeployable)
    columns.averageRatings[index] = Number(rating)
    columns.totalRatings[index] = Number(ratings)
    columns.isDemoted[index] = Number(demoted)
    columns.completeness[index] = Number(completeness)
  }

  return new AgentMatchFeatures(columns)
}

type CacheState = { version: string; features: AgentMatchFeatures; refreshing: Promise<unknown> | null }

const caches = new WeakMap<DatabaseHandle, CacheState>()
const firstReads = new WeakMap<DatabaseHandle, Promise<AgentMatchFeatures>>()

/** How long a request waits for a refresh before it scores against the previous version. */
const REFRESH_WAIT_MS = 250

/**
 * The features for the current catalogue version. After a write, one read catches up; a request
 * waits for it at most REFRESH_WAIT_MS (enough for a catalogue of thousands, so the change shows at
 * once) and otherwise scores against the previous version (a read takes seconds at 100,000 agents:
 * a review or a crawl never makes a visitor wait for it). Only the first request of a process waits.
 */
export async function getAgentMatchFeatures(): Promise<AgentMatchFeatures> {
  const handle = databaseHandle()
  const version = await readCatalogueVersion()
  const cached = caches.get(handle)
  if (cached?.version === version) return cached.features
  if (cached) {
    cached.refreshing ??= readFeatures()
      .then((features) => caches.set(handle, { version, features, refreshing: null }))
      .catch(() => (cached.refreshing = null))
    await Promise.race([cached.refreshing, new Promise((resolve) => setTimeout(resolve, REFRESH_WAIT_MS).unref())])

    return caches.get(handle)!.features
  }
  let firstRead = firstReads.get(handle)
  if (!firstRead) {
    firstRead = readFeatures().finally(() => firstReads.delete(handle))
    firstReads.set(handle, firstRead)
  }
  const features = await firstRead
  if (!caches.has(handle)) caches.set(handle, { version, features, refreshing: null })

  return features
}
