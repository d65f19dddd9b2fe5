import { sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import type { TFacetName } from './find-agents.schemas.ts'

/** A column's values as small integers (a null is NO_VALUE), so filters compare numbers and counting is array arithmetic. */
export type TValueCodes = { codes: Uint16Array; values: string[] }

/** The code of a missing value (null). */
export const NO_VALUE = '\u0000'

/**
 * Every active agent's filterable columns, one entry per agent in id order: what a list needs to
 * filter, count its total and facets, and page (decision 036). No text: a few bytes per agent.
 */
export type TListIndex = {
  size: number
  id: Int32Array
  facets: Record<TFacetName, TValueCodes>
  columns: Record<'deploymentComplexity' | 'infrastructureNeeded' | 'apiSource' | 'linkStatus', TValueCodes>
  selfDeployable: Uint8Array
  isPremium: Uint8Array
  /** When a premium placement ends, in ms since the epoch (NaN: no end). */
  premiumUntil: Float64Array
  priceCents: Int32Array
  averageRating: Float64Array
  isDemoted: Uint8Array
  isArchived: Uint8Array
}

type ListRow = {
  id: number
  industry: string
  category: string
  difficulty: string
  source: string
  pricing_type: string
  deployment_complexity: string | null
  infrastructure_needed: string | null
  api_source: string | null
  self_deployable: boolean
  is_premium: boolean
  premium_until_ms: number | string | null
  price_cents: number
  average_rating: number | string
  is_demoted: boolean
  is_archived: boolean
  link_status: string
}

function encode(rows: ListRow[], read: (row: ListRow) => string | null): TValueCodes {
  const values: string[] = []
  const lookup = new Map<string, number>()
  const codes = new Uint16Array(rows.length)
  for (let position = 0; position < rows.length; position++) {
    const value = read(rows[position]!) ?? NO_VALUE
    let code = lookup.get(value)
    if (code === undefined) {
      code = values.push(value) - 1
      lookup.set(value, code)
    }
    codes[position] = code
  }

  return { codes, values }
}

/** Reads the active agents' filterable columns (one narrow statement) into a TListIndex. */
export async function buildListIndex(): Promise<TListIndex> {
  const result = await db.execute(sql`
    select id, industry, category, difficulty, source, pricing_type, deployment_complexity, infrastructure_needed,
      lower(api_source) as api_source, self_deployable, is_premium, (extract(epoch from premium_until) * 1000)::float8 as premium_until_ms,
      price_cents, average_rating::float8 as average_rating, is_demoted, is_archived, link_status
    from agents where is_active order by id`)
  const rows = result.rows as ListRow[]
  const flag = (read: (row: ListRow) => boolean) => Uint8Array.from(rows, (row) => (read(row) ? 1 : 0))

  return {
    size: rows.length,
    id: Int32Array.from(rows, (row) => Number(row.id)),
    facets: {
      industry: encode(rows, (row) => row.industry),
      category: encode(rows, (row) => row.category),
      difficulty: encode(rows, (row) => row.difficulty),
      source: encode(rows, (row) => row.source),
      pricingType: encode(rows, (row) => row.pricing_type),
    },
    columns: {
      deploymentComplexity: encode(rows, (row) => row.deployment_complexity),
      infrastructureNeeded: encode(rows, (row) => row.infrastructure_needed),
      apiSource: encode(rows, (row) => row.api_source),
      linkStatus: encode(rows, (row) => row.link_status),
    },
    selfDeployable: flag((row) => row.self_deployable),
    isPremium: flag((row) => row.is_premium),
    premiumUntil: Float64Array.from(rows, (row) => (row.premium_until_ms === null ? Number.NaN : Number(row.premium_until_ms))),
    priceCents: Int32Array.from(rows, (row) => row.price_cents),
    averageRating: Float64Array.from(rows, (row) => Number(row.average_rating)),
    isDemoted: flag((row) => row.is_demoted),
    isArchived: flag((row) => row.is_archived),
  }
}
