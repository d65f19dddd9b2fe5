/** The search index's shape: what build-search-index.ts makes and the search reads. */
import type { TListIndex } from '../build-list-index.ts'

/**
 * Per-agent columns the search ranks, sorts and shows, one array entry per agent. The columns it
 * filters and counts on are the list index's (TSearchIndex.listIndex, same positions).
 */
export type TIndexedAgents = {
  id: Int32Array
  totalRatings: Int32Array
  priorityScore: Int32Array
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

export type TPostings = { agents: Int32Array; weights: Float32Array }

export type TSearchIndex = {
  agents: TIndexedAgents
  size: number
  /**
   * The list index of the same catalogue version, position for position (decision 046): the
   * columns a search filters, counts facets on and shows, as codes. Held once for lists and searches.
   */
  listIndex: TListIndex
  /** Index positions of each industry's agents (industry intent). */
  industryPositions: Map<string, Int32Array>
  /** Stem → agents whose fields contain it, with their saturated BM25F term weight. */
  postings: Map<string, TPostings>
  /** Words as written → how many agents use them (typo correction, suggestions). */
  words: Map<string, number>
  /** What the postings were built from, so the next build can reuse them when no text changed. */
  textPart: { ids: Int32Array; textKeys: string[]; description: string[]; tags: string[][]; postings: Map<string, TPostings>; words: Map<string, number> }
}
