import { sql, type SQL } from 'drizzle-orm'
import { db, type Database } from '../../db/client.ts'
import type { TFacetName } from './find-agents.schemas.ts'

/** A column's values as small integers (a null is NO_VALUE), so filters compare numbers and counting is array arithmetic. */
export type TValueCodes = { codes: Uint16Array; values: string[] }

/** The code of a missing value (null). */
export const NO_VALUE = '\u0000'

/** The selfDeployable filter's values as the index's byte column holds them. */
export const SELF_DEPLOYABLE_CODES = { false: 0, true: 1, unknown: 2 } as const

/** The value a column holds for an agent, null for a missing one. */
export function valueAt({ codes, values }: TValueCodes, position: number): string | null {
  const value = values[codes[position]!]!

  return value === NO_VALUE ? null : value
}

/**
 * Every active agent's filterable columns, one entry per agent in id order: what a list needs to
 * filter, count its total and facets, and page (decision 036). No text: a few bytes per agent.
 * The search index of the same catalogue version filters and shows these columns too (decision 046).
 */
export type TListIndex = {
  size: number
  id: Int32Array
  facets: Record<TFacetName, TValueCodes>
  columns: Record<'deploymentComplexity' | 'infrastructureNeeded' | 'apiSource' | 'linkStatus', TValueCodes>
  /** 0 no, 1 yes, 2 the sources do not say (SELF_DEPLOYABLE_CODES). */
  selfDeployable: Uint8Array
  isPremium: Uint8Array
  /** When a premium placement ends, in ms since the epoch (NaN: no end). */
  premiumUntil: Float64Array
  priceCents: Int32Array
  averageRating: Float64Array
  isDemoted: Uint8Array
  isArchived: Uint8Array
}

/** Separates values within one aggregated column; NULL_MARK stands for a null. Neither occurs in the data. */
const SEPARATOR = '\u0001'
const NULL_MARK = '\u0002'

type Columns = Record<
  | 'ids' | 'industry' | 'category' | 'difficulty' | 'source' | 'pricing_type' | 'deployment_complexity' | 'infrastructure_needed'
  | 'api_source' | 'link_status' | 'self_deployable' | 'is_premium' | 'is_demoted' | 'is_archived' | 'premium_until' | 'price_cents' | 'average_rating',
  string
>

const text = (column: SQL) => sql`coalesce(string_agg(coalesce(${column}, ${NULL_MARK}), ${SEPARATOR} order by id), '')`
const flags = (column: SQL) => sql`coalesce(string_agg(case when ${column} then '1' else '0' end, '' order by id), '')`
/** A nullable flag: '1' yes, '0' no, '2' null (the codes of SELF_DEPLOYABLE_CODES). */
const triState = (column: SQL) =>
  sql`coalesce(string_agg(case when ${column} is null then '2' when ${column} then '1' else '0' end, '' order by id), '')`

function encode(values: string[]): TValueCodes {
  const distinct: string[] = []
  const lookup = new Map<string, number>()
  const codes = new Uint16Array(values.length)
  for (let position = 0; position < values.length; position++) {
    const value = values[position] === NULL_MARK ? NO_VALUE : values[position]!
    let code = lookup.get(value)
    if (code === undefined) {
      code = distinct.push(value) - 1
      lookup.set(value, code)
    }
    codes[position] = code
  }

  return { codes, values: distinct }
}

/**
 * Reads the active agents' filterable columns into a TListIndex: one statement whose one row holds
 * each column as a single string (string_agg, in id order). Reading 100,000 rows of 17 columns
 * took PGlite about 3 s of CPU, parsing every value into a row object; 17 strings take a fraction.
 * `executor`: a transaction, when it must share a snapshot with another read.
 */
export async function buildListIndex(executor: Pick<Database, 'execute'> = db): Promise<TListIndex> {
  const result = await executor.execute(sql`
    select ${text(sql`id::text`)} as ids, ${text(sql`industry`)} as industry, ${text(sql`category`)} as category,
      ${text(sql`difficulty`)} as difficulty, ${text(sql`source`)} as source, ${text(sql`pricing_type`)} as pricing_type,
      ${text(sql`deployment_complexity`)} as deployment_complexity, ${text(sql`infrastructure_needed`)} as infrastructure_needed,
      ${text(sql`lower(api_source)`)} as api_source, ${text(sql`link_status`)} as link_status,
      ${triState(sql`self_deployable`)} as self_deployable, ${flags(sql`is_premium`)} as is_premium,
      ${flags(sql`is_demoted`)} as is_demoted, ${flags(sql`is_archived`)} as is_archived,
      ${text(sql`((extract(epoch from premium_until) * 1000)::float8)::text`)} as premium_until,
      ${text(sql`price_cents::text`)} as price_cents, ${text(sql`(average_rating::float8)::text`)} as average_rating
    from agents where is_active`)
  const columns = result.rows[0] as Columns
  const list = (name: keyof Columns) => (columns.ids === '' ? [] : columns[name].split(SEPARATOR))
  const numbers = (name: keyof Columns) => list(name).map((value) => (value === NULL_MARK ? Number.NaN : Number(value)))
  const flagged = (name: keyof Columns) => Uint8Array.from(columns[name], (flag) => (flag === '1' ? 1 : 0))
  const ids = Int32Array.from(numbers('ids'))

  return {
    size: ids.length,
    id: ids,
    facets: {
      industry: encode(list('industry')),
      category: encode(list('category')),
      difficulty: encode(list('difficulty')),
      source: encode(list('source')),
      pricingType: encode(list('pricing_type')),
    },
    columns: {
      deploymentComplexity: encode(list('deployment_complexity')),
      infrastructureNeeded: encode(list('infrastructure_needed')),
      apiSource: encode(list('api_source')),
      linkStatus: encode(list('link_status')),
    },
    selfDeployable: Uint8Array.from(columns.self_deployable, Number),
    isPremium: flagged('is_premium'),
    premiumUntil: Float64Array.from(numbers('premium_until')),
    priceCents: Int32Array.from(numbers('price_cents')),
    averageRating: Float64Array.from(numbers('average_rating')),
    isDemoted: flagged('is_demoted'),
    isArchived: flagged('is_archived'),
  }
}
