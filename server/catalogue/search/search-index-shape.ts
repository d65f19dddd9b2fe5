/** The search index's shape: what build-search-index.ts makes and the search reads. */
/** Per-agent columns the search filters, counts and sorts on, one array entry per agent. */
export type TIndexedAgents = {
  id: Int32Array
  industry: string[]
  category: string[]
  difficulty: string[]
  source: string[]
  pricingType: string[]
  deploymentComplexity: (string | null)[]
  infrastructureNeeded: (string | null)[]
  apiSource: (string | null)[]
  /** SELF_DEPLOYABLE_CODES: 0 no, 1 yes, 2 the sources do not say. */
  selfDeployable: Uint8Array
  isPremium: Uint8Array
  premiumUntil: Float64Array
  priceCents: Int32Array
  averageRating: Float64Array
  totalRatings: Int32Array
  priorityScore: Int32Array
  isDemoted: Uint8Array
  /** Link check result (ok, unknown, dead) and archived repositories, for the linkStatus filter. */
  linkStatus: string[]
  isArchived: Uint8Array
  qualityScore: Float64Array
  popularity: Float64Array
  createdAt: Float64Array
  name: string[]
  /** Lower-cased names, for the phrase bonus. */
  lowerName: string[]
  slug: string[]
  description: string[]
  tags: string[][]
  /** The rest of a page row (TAgentSummary): a page is built from the index, not read again. */
  link: string[]
  builderProfile: (string | null)[]
  stars: (number | null)[]
  entryKind: (string | null)[]
  isBusinessReady: Uint8Array
}

/** Lower-cased name, tags and description, for phrases and exclusions (made when needed: only a few agents' per search). */
export function lowerText(agents: TIndexedAgents, position: number): string {
  return `${agents.name[position]} ${agents.tags[position]!.join(' ')} ${agents.description[position]}`.toLowerCase()
}

/** The selfDeployable filter's values as the index's byte column holds them. */
export const SELF_DEPLOYABLE_CODES = { false: 0, true: 1, unknown: 2 } as const

/** The code of a missing value (null) in a column's codes. */
export const NO_VALUE = '\u0000'

export type TPostings = { agents: Int32Array; weights: Float32Array }

/** A facet's values as small integers, so counting is array arithmetic. */
export type TFacetCodes = { codes: Uint16Array; values: string[] }

export type TSearchIndex = {
  agents: TIndexedAgents
  size: number
  facetCodes: Record<'industry' | 'category' | 'difficulty' | 'source' | 'pricingType', TFacetCodes>
  /**
   * The other columns filters compare for equality, as codes too: comparing small integers is what
   * keeps a search over tens of thousands of matches within a few milliseconds (comparing or
   * hashing the strings read from the database was most of a search's time at 100,000 agents).
   */
  columnCodes: Record<'deploymentComplexity' | 'infrastructureNeeded' | 'apiSource' | 'linkStatus', TFacetCodes>
  /** Index positions of each industry's agents (industry intent). */
  industryPositions: Map<string, Int32Array>
  /** Stem → agents whose fields contain it, with their saturated BM25F term weight. */
  postings: Map<string, TPostings>
  /** Words as written → how many agents use them (typo correction, suggestions). */
  words: Map<string, number>
  /** What the postings were built from, so the next build can reuse them when no text changed. */
  textPart: { ids: Int32Array; textKeys: string[]; description: string[]; tags: string[][]; postings: Map<string, TPostings>; words: Map<string, number> }
}
