import { sql } from 'drizzle-orm'
import { db } from '../../../db/client.ts'
import { CATEGORY_LABELS, INDUSTRY_LABELS, type Category, type Industry } from '../../shared/taxonomy.ts'
import { stemWord } from './stem-word.ts'
import { tokeniseSearchText } from './tokenise-search-text.ts'
import { SELF_DEPLOYABLE_CODES, NO_VALUE, type TIndexedAgents, type TPostings, type TFacetCodes, type TSearchIndex } from './search-index-shape.ts'

/** BM25F field weights and length normalisation: a word in the name says more than one in the description. */
export const SEARCH_FIELDS = {
  name: { weight: 4, lengthNormalisation: 0.5 },
  tags: { weight: 2.5, lengthNormalisation: 0.3 },
  platform: { weight: 3, lengthNormalisation: 0 },
  taxonomy: { weight: 1.5, lengthNormalisation: 0 },
  description: { weight: 1, lengthNormalisation: 0.75 },
} as const
type FieldName = keyof typeof SEARCH_FIELDS
const FIELD_NAMES = Object.keys(SEARCH_FIELDS) as FieldName[]
const K1 = 1.2

type AgentRow = {
  id: number
  slug: string
  name: string
  description: string
  tags: string[]
  source: string
  industry: string
  category: string
  difficulty: string
  pricing_type: string
  deployment_complexity: string | null
  infrastructure_needed: string | null
  api_source: string | null
  self_deployable: boolean | null
  is_premium: boolean
  premium_until: string | Date | null
  price_cents: number
  average_rating: string | number
  total_ratings: number
  priority_score: number
  is_demoted: boolean
  link_status: string
  is_archived: boolean
  quality_score: number
  popularity: number | null
  created_at: string | Date
  repo_full_name: string | null
  model_id: string | null
  link: string
  builder_profile: string | null
  stars: number | null
  entry_kind: string | null
  is_business_ready: boolean
}

/**
 * An industry's words in the taxonomy field, where they differ from its label: "HR & Recruitment"
 * made every HR agent match "recruiting" by its own words, so HR helpdesks and policy bots ranked
 * (and earned the intent boost) with recruiting agents (decision 045). A recruiting search still
 * finds the industry through its intent words.
 */
const INDEXED_INDUSTRY_WORDS: Partial<Record<Industry, string>> = { 'hr-recruitment': 'HR' }

const time = (value: string | Date | null) => (value === null ? Number.NaN : new Date(value).getTime())

function fieldTexts(row: AgentRow): Record<FieldName, string> {
  return {
    name: row.name,
    tags: row.tags.join(' '),
    // The platform, and the repository or model it lives in: "crewai", "flowise", "n8n".
    platform: [row.source, row.repo_full_name?.replace(/[/_.]/g, ' '), row.model_id?.replace(/[/_.]/g, ' ')].filter(Boolean).join(' '),
    taxonomy: `${INDEXED_INDUSTRY_WORDS[row.industry as Industry] ?? INDUSTRY_LABELS[row.industry as Industry] ?? row.industry} ${CATEGORY_LABELS[row.category as Category] ?? row.category}`,
    description: row.description,
  }
}

/**
 * What the postings are built from, as one key per agent computed by the database: when no key
 * changed since the last build (a review moved a rating, a premium placement started), the text
 * part of the index is reused and only the per-agent columns are read again.
 */
const TEXT_KEY = sql`md5(concat_ws(chr(1), name, description, array_to_string(tags, chr(2)), source, industry, category, repo_full_name, model_id))`

const COLUMNS = sql`id, slug, name, source, industry, category, difficulty, pricing_type, deployment_complexity,
  infrastructure_needed, api_source, self_deployable, is_premium, premium_until, price_cents, average_rating,
  total_ratings, priority_score, is_demoted, link_status, is_archived, quality_score, popularity, created_at,
  link, builder_profile, stars, entry_kind, is_business_ready`

type TTextPart = TSearchIndex['textPart']

/**
 * Reads every active agent and builds the in-process search index (decision 014): BM25F weights
 * per stem are computed here once, so a search only adds up precomputed numbers. Given the
 * previous index, a catalogue change that touched no searchable text costs one narrow read.
 */
export async function buildSearchIndex(previous?: TSearchIndex): Promise<TSearchIndex> {
  if (previous) {
    const result = await db.execute(sql`select ${COLUMNS}, ${TEXT_KEY} as text_key from agents where is_active order by id`)
    const rows = result.rows as (AgentRow & { text_key: string })[]
    const reusable = rows.length === previous.textPart.ids.length && rows.every((row, position) => row.id === previous.textPart.ids[position] && row.text_key === previous.textPart.textKeys[position])
    if (reusable) return assembleIndex(rows, previous.textPart)
  }
  const result = await db.execute(sql`
    select ${COLUMNS}, description, tags, repo_full_name, model_id, ${TEXT_KEY} as text_key
    from agents where is_active order by id`)
  const rows = result.rows as (AgentRow & { text_key: string })[]

  return assembleIndex(rows, buildTextPart(rows))
}

function buildTextPart(rows: (AgentRow & { text_key: string })[]): TTextPart {
  const size = rows.length
  const tokens: Record<FieldName, string[][]> = { name: [], tags: [], platform: [], taxonomy: [], description: [] }
  const totalLength: Record<FieldName, number> = { name: 0, tags: 0, platform: 0, taxonomy: 0, description: 0 }
  const words = new Map<string, number>()
  for (const row of rows) {
    const texts = fieldTexts(row)
    const seen = new Set<string>()
    for (const field of FIELD_NAMES) {
      const fieldTokens = tokeniseSearchText(texts[field])
      tokens[field].push(fieldTokens)
      totalLength[field] += fieldTokens.length
      for (const token of fieldTokens) seen.add(token)
    }
    for (const word of seen) if (/^[a-z][a-z0-9]{1,39}$/.test(word)) words.set(word, (words.get(word) ?? 0) + 1)
  }

  const stemCache = new Map<string, string>()
  const stemOf = (token: string) => {
    let stem = stemCache.get(token)
    if (stem === undefined) stemCache.set(token, (stem = stemWord(token)))

    return stem
  }
  const collected = new Map<string, { agents: number[]; weights: number[] }>()
  for (let position = 0; position < size; position++) {
    const weighted = new Map<string, number>()
    for (const field of FIELD_NAMES) {
      const fieldTokens = tokens[field][position]!
      if (fieldTokens.length === 0) continue
      const { weight, lengthNormalisation } = SEARCH_FIELDS[field]
      const averageLength = totalLength[field] / size || 1
      const norm = 1 - lengthNormalisation + (lengthNormalisation * fieldTokens.length) / averageLength
      const counts = new Map<string, number>()
      for (const token of fieldTokens) counts.set(stemOf(token), (counts.get(stemOf(token)) ?? 0) + 1)
      for (const [stem, count] of counts) weighted.set(stem, (weighted.get(stem) ?? 0) + (weight * count) / norm)
    }
    for (const [stem, frequency] of weighted) {
      let entry = collected.get(stem)
      if (!entry) collected.set(stem, (entry = { agents: [], weights: [] }))
      entry.agents.push(position)
      entry.weights.push((frequency * (K1 + 1)) / (frequency + K1))
    }
  }
  const postings = new Map<string, TPostings>()
  for (const [stem, entry] of collected) postings.set(stem, { agents: Int32Array.from(entry.agents), weights: Float32Array.from(entry.weights) })


  return {
    postings,
    words,
    description: rows.map((row) => row.description),
    tags: rows.map((row) => row.tags),
    ids: Int32Array.from(rows, (row) => row.id),
    textKeys: rows.map((row) => row.text_key),
  }
}

function assembleIndex(rows: AgentRow[], textPart: TTextPart): TSearchIndex {
  const size = rows.length
  const agents: TIndexedAgents = {
    id: Int32Array.from(rows, (row) => row.id),
    industry: rows.map((row) => row.industry),
    category: rows.map((row) => row.category),
    difficulty: rows.map((row) => row.difficulty),
    source: rows.map((row) => row.source),
    pricingType: rows.map((row) => row.pricing_type),
    deploymentComplexity: rows.map((row) => row.deployment_complexity),
    infrastructureNeeded: rows.map((row) => row.infrastructure_needed),
    apiSource: rows.map((row) => row.api_source?.toLowerCase() ?? null),
    selfDeployable: Uint8Array.from(rows, (row) => SELF_DEPLOYABLE_CODES[row.self_deployable === null ? 'unknown' : row.self_deployable ? 'true' : 'false']),
    isPremium: Uint8Array.from(rows, (row) => (row.is_premium ? 1 : 0)),
    premiumUntil: Float64Array.from(rows, (row) => time(row.premium_until)),
    priceCents: Int32Array.from(rows, (row) => row.price_cents),
    averageRating: Float64Array.from(rows, (row) => Number(row.average_rating)),
    totalRatings: Int32Array.from(rows, (row) => row.total_ratings),
    priorityScore: Int32Array.from(rows, (row) => row.priority_score),
    isDemoted: Uint8Array.from(rows, (row) => (row.is_demoted ? 1 : 0)),
    linkStatus: rows.map((row) => row.link_status),
    isArchived: Uint8Array.from(rows, (row) => (row.is_archived ? 1 : 0)),
    qualityScore: Float64Array.from(rows, (row) => Number(row.quality_score)),
    popularity: Float64Array.from(rows, (row) => (row.popularity === null ? Number.NaN : row.popularity)),
    createdAt: Float64Array.from(rows, (row) => time(row.created_at)),
    name: rows.map((row) => row.name),
    lowerName: rows.map((row) => row.name.toLowerCase()),
    slug: rows.map((row) => row.slug),
    description: textPart.description,
    tags: textPart.tags,
    link: rows.map((row) => row.link),
    builderProfile: rows.map((row) => row.builder_profile),
    stars: rows.map((row) => row.stars),
    entryKind: rows.map((row) => row.entry_kind),
    isBusinessReady: Uint8Array.from(rows, (row) => (row.is_business_ready ? 1 : 0)),
  }

  const encode = (column: (string | null)[]): TFacetCodes => {
    const values: string[] = []
    const lookup = new Map<string, number>()
    const codes = Uint16Array.from(column, (value) => {
      let code = lookup.get(value ?? NO_VALUE)
      if (code === undefined) {
        code = values.push(value ?? NO_VALUE) - 1
        lookup.set(value ?? NO_VALUE, code)
      }
      return code
    })
    return { codes, values }
  }
  const industryPositions = new Map<string, number[]>()
  agents.industry.forEach((industry, position) => {
    const positions = industryPositions.get(industry) ?? []
    positions.push(position)
    industryPositions.set(industry, positions)
  })

  return {
    agents,
    size,
    postings: textPart.postings,
    words: textPart.words,
    textPart,
    facetCodes: {
      industry: encode(agents.industry),
      category: encode(agents.category),
      difficulty: encode(agents.difficulty),
      source: encode(agents.source),
      pricingType: encode(agents.pricingType),
    },
    columnCodes: {
      deploymentComplexity: encode(agents.deploymentComplexity),
      infrastructureNeeded: encode(agents.infrastructureNeeded),
      apiSource: encode(agents.apiSource),
      linkStatus: encode(agents.linkStatus),
    },
    industryPositions: new Map([...industryPositions].map(([industry, positions]) => [industry, Int32Array.from(positions)])),
  }
}
