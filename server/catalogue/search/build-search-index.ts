import { sql, type SQL } from 'drizzle-orm'
import { databaseHandle, db, isInTransaction, type Database } from '../../../db/client.ts'
import { CATEGORY_LABELS, INDUSTRY_LABELS, type Category, type Industry } from '../../shared/taxonomy.ts'
import { buildListIndex, type TListIndex } from '../build-list-index.ts'
import { facetValuePositions } from '../facet-value-positions.ts'
import { loadListIndex } from '../load-list-index.ts'
import { frameworkOfLink } from './framework-of-link.ts'
import { stemWord } from './stem-word.ts'
import { tokeniseSearchText } from './tokenise-search-text.ts'
import type { TIndexedAgents, TPostings, TSearchIndex } from './search-index-shape.ts'

/** BM25F field weights and length normalisation: a word in the name says more than one in the description. */
export const SEARCH_FIELDS = {
  name: { weight: 4, lengthNormalisation: 0.5 },
  tags: { weight: 2.5, lengthNormalisation: 0.3 },
  platform: { weight: 3, lengthNormalisation: 0 },
  taxonomy: { weight: 1.5, lengthNormalisation: 0 },
  description: { weight: 1, lengthNormalisation: 0.75 },
  /**
   * How people would ask for the agent (agents.search_phrases): their words, not the builder's.
   * 0.2 of a description word (decision 058): on the blind set fresh9, 0.354 without phrases, 0.535 with.
   */
  phrases: { weight: 0.2, lengthNormalisation: 0.5 },
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
  search_phrases: string[]
  source: string
  industry: string
  category: string
  total_ratings: number
  priority_score: number
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

const time = (value: string | Date) => new Date(value).getTime()

function fieldTexts(row: AgentRow): Record<FieldName, string> {
  return {
    name: row.name,
    tags: row.tags.join(' '),
    // The platform, and the repository or model it lives in: "crewai", "flowise", "n8n".
    platform: [row.source, row.repo_full_name?.replace(/[/_.]/g, ' '), row.model_id?.replace(/[/_.]/g, ' ')].filter(Boolean).join(' '),
    // With the taxonomy's weight, not the platform's: the framework an example's repository names
    // (framework-of-link.ts) is inferred, not stated; at the platform's weight it outranked agents
    // that say the framework themselves (decision 059).
    taxonomy: `${frameworkOfLink(row.link) ?? ''} ${INDEXED_INDUSTRY_WORDS[row.industry as Industry] ?? INDUSTRY_LABELS[row.industry as Industry] ?? row.industry} ${CATEGORY_LABELS[row.category as Category] ?? row.category}`,
    description: row.description,
    phrases: row.search_phrases.join(' . '),
  }
}

/**
 * What the postings are built from, as one key per agent computed by the database: when no key
 * changed since the last build (a review moved a rating, a premium placement started), the text
 * part of the index is reused and only the per-agent columns are read again.
 */
const TEXT_KEY = sql`md5(concat_ws(chr(1), name, description, array_to_string(tags, chr(2)), array_to_string(search_phrases, chr(2)), source, industry, category, repo_full_name, model_id, link))`

/** What the search reads beyond the list index's columns (those it filters on and shows come from there). */
const COLUMNS = sql`id, slug, name, total_ratings, priority_score, quality_score, popularity, created_at,
  link, builder_profile, stars, entry_kind, is_business_ready`

type TTextPart = TSearchIndex['textPart']
type Row = AgentRow & { text_key: string }
type Executor = Pick<Database, 'execute'>

const sameIds = (rows: Row[], ids: Int32Array) => rows.length === ids.length && rows.every((row, position) => row.id === ids[position])

/**
 * The rows `statement` reads and the list index, position for position. Usually the list index
 * already loaded for the version; when an agent was added or hidden between the two reads, both
 * are read again in one snapshot (that list index is not kept: the version has moved on).
 */
async function readWithListIndex(version: string, statement: SQL): Promise<{ rows: Row[]; listIndex: TListIndex }> {
  const read = async (executor: Executor) => (await executor.execute(statement)).rows as Row[]
  const listIndex = await loadListIndex(version)
  const rows = await read(db)
  if (sameIds(rows, listIndex.id)) return { rows, listIndex }

  const both = async (executor: Executor) => ({ listIndex: await buildListIndex(executor), rows: await read(executor) })
  // Inside a transaction (an admin's audited change) the reads join it; a new one would wait on it.
  const again = isInTransaction() ? await both(db) : await databaseHandle().db.transaction(both, { isolationLevel: 'repeatable read', accessMode: 'read only' })
  if (!sameIds(again.rows, again.listIndex.id)) throw new Error('The catalogue changed while the search index was read; the next search reads it again')

  return again
}

/**
 * Reads every active agent and builds the in-process search index (decision 014): BM25F weights
 * per stem are computed here once, so a search only adds up precomputed numbers. Given the
 * previous index, a catalogue change that touched no searchable text costs one narrow read.
 * The filtered columns are the list index's of `version` (decision 046).
 */
export async function buildSearchIndex(version: string, previous?: TSearchIndex): Promise<TSearchIndex> {
  if (previous) {
    const { rows, listIndex } = await readWithListIndex(version, sql`select ${COLUMNS}, ${TEXT_KEY} as text_key from agents where is_active order by id`)
    const reusable = rows.length === previous.textPart.ids.length && rows.every((row, position) => row.id === previous.textPart.ids[position] && row.text_key === previous.textPart.textKeys[position])
    if (reusable) return assembleIndex(rows, listIndex, previous.textPart)
  }
  const { rows, listIndex } = await readWithListIndex(
    version,
    sql`select ${COLUMNS}, source, industry, category, description, tags, search_phrases, repo_full_name, model_id, ${TEXT_KEY} as text_key
    from agents where is_active order by id`,
  )

  return assembleIndex(rows, listIndex, buildTextPart(rows))
}

/** A growable list of numbers in one typed array: millions of token ids without an object each. */
class IntList {
  values = new Int32Array(1 << 16)
  length = 0
  push(value: number) {
    if (this.length === this.values.length) {
      const grown = new Int32Array(this.values.length * 2)
      grown.set(this.values)
      this.values = grown
    }
    this.values[this.length++] = value
  }
}

type TFieldStems = {
  /** Each distinct stem once, numbered by first appearance. */
  stems: string[]
  /** Each field's stem numbers, agent after agent; an agent's run ends at ends[field][position]. */
  fieldStems: Record<FieldName, IntList>
  ends: Record<FieldName, Int32Array>
  /** In how many agents each catalogue word appears (typo correction, suggestions). */
  words: Map<string, number>
}

/**
 * Every agent's fields as stem numbers. Each distinct token is stemmed once and numbered: kept as
 * strings, 100,000 agents' tokens were millions of objects that the garbage collector walked again
 * and again (decision 061).
 */
function numberFieldStems(rows: AgentRow[]): TFieldStems {
  const size = rows.length
  const tokenNumbers = new Map<string, number>()
  const stemOfToken: number[] = []
  const stemNumbers = new Map<string, number>()
  const stems: string[] = []
  const words = new Map<string, number>()
  // The last agent whose words counted each token; NOT_A_WORD for tokens that are no word ("2024", "a").
  const NOT_A_WORD = -2
  const countedFor: number[] = []
  const numberOf = (token: string) => {
    let number = tokenNumbers.get(token)
    if (number === undefined) {
      number = stemOfToken.length
      tokenNumbers.set(token, number)
      const stem = stemWord(token)
      let stemNumber = stemNumbers.get(stem)
      if (stemNumber === undefined) stemNumbers.set(stem, (stemNumber = stems.push(stem) - 1))
      stemOfToken.push(stemNumber)
      countedFor.push(/^[a-z][a-z0-9]{1,39}$/.test(token) ? -1 : NOT_A_WORD)
    }

    return number
  }

  const fieldStems = Object.fromEntries(FIELD_NAMES.map((field) => [field, new IntList()])) as Record<FieldName, IntList>
  const ends = Object.fromEntries(FIELD_NAMES.map((field) => [field, new Int32Array(size)])) as Record<FieldName, Int32Array>
  for (let position = 0; position < size; position++) {
    const texts = fieldTexts(rows[position]!)
    for (const field of FIELD_NAMES) {
      const list = fieldStems[field]
      for (const token of tokeniseSearchText(texts[field])) {
        const number = numberOf(token)
        list.push(stemOfToken[number]!)
        if (countedFor[number] !== NOT_A_WORD && countedFor[number] !== position) {
          countedFor[number] = position
          words.set(token, (words.get(token) ?? 0) + 1)
        }
      }
      ends[field][position] = list.length
    }
  }

  return { stems, fieldStems, ends, words }
}

/** Each stem's postings: the agents that use it, in order, with their BM25F weight (fields' weights, length normalisation, K1 saturation). */
function weighPostings({ stems, fieldStems, ends }: TFieldStems, size: number): Map<string, TPostings> {
  const postingAgents: number[][] = stems.map(() => [])
  const postingWeights: number[][] = stems.map(() => [])
  // One agent's count of each stem in a field, and its weighted sum over the fields, by stem number.
  const count = new Int32Array(stems.length)
  const weighted = new Float64Array(stems.length)
  const counted: number[] = []
  const agentStems: number[] = []
  for (let position = 0; position < size; position++) {
    for (const field of FIELD_NAMES) {
      const start = position === 0 ? 0 : ends[field][position - 1]!
      const end = ends[field][position]!
      if (end === start) continue
      const { values } = fieldStems[field]
      const { weight, lengthNormalisation } = SEARCH_FIELDS[field]
      const averageLength = fieldStems[field].length / size || 1
      const norm = 1 - lengthNormalisation + (lengthNormalisation * (end - start)) / averageLength
      for (let at = start; at < end; at++) {
        const stem = values[at]!
        if (count[stem] === 0) counted.push(stem)
        count[stem] = count[stem]! + 1
      }
      for (const stem of counted) {
        if (weighted[stem] === 0) agentStems.push(stem)
        weighted[stem]! += (weight * count[stem]!) / norm
        count[stem] = 0
      }
      counted.length = 0
    }
    for (const stem of agentStems) {
      const frequency = weighted[stem]!
      postingAgents[stem]!.push(position)
      postingWeights[stem]!.push((frequency * (K1 + 1)) / (frequency + K1))
      weighted[stem] = 0
    }
    agentStems.length = 0
  }
  const postings = new Map<string, TPostings>()
  stems.forEach((stem, number) => postings.set(stem, { agents: Int32Array.from(postingAgents[number]!), weights: Float32Array.from(postingWeights[number]!) }))

  return postings
}

function buildTextPart(rows: (AgentRow & { text_key: string })[]): TTextPart {
  const numbered = numberFieldStems(rows)

  return {
    postings: weighPostings(numbered, rows.length),
    words: numbered.words,
    description: rows.map((row) => row.description),
    tags: rows.map((row) => row.tags),
    ids: Int32Array.from(rows, (row) => row.id),
    textKeys: rows.map((row) => row.text_key),
  }
}

function assembleIndex(rows: AgentRow[], listIndex: TListIndex, textPart: TTextPart): TSearchIndex {
  const size = rows.length
  const agents: TIndexedAgents = {
    id: listIndex.id,
    totalRatings: Int32Array.from(rows, (row) => row.total_ratings),
    priorityScore: Int32Array.from(rows, (row) => row.priority_score),
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


  return {
    agents,
    size,
    listIndex,
    postings: textPart.postings,
    words: textPart.words,
    textPart,
    industryPositions: new Map(listIndex.facets.industry.values.map((industry, code) => [industry, facetValuePositions(listIndex, 'industry', code)])),
  }
}
