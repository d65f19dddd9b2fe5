import { parseSearchQuery } from './parse-search-query.ts'
import { rankSearchMatches } from './rank-search-matches.ts'
import type { TSearchIndex } from './search-index-shape.ts'

/**
 * Below this many agents a cold ranking already takes about a millisecond: no warm-up.
 * At 100,000 agents the first ~40 rankings of a process took 6–26 ms each against 2–5 ms after
 * (V8 optimises the ranking's loops only after it has seen them run, path by path).
 */
const WARM_UP_FROM_AGENTS = 20_000

/**
 * Searches that take every path of the ranking: single words and phrase variants, industry intent,
 * a quoted phrase and an exclusion, a misspelling, words no agent may use. Their results are
 * thrown away; they leave nothing behind but the scratch memory the next search zeroes.
 */
const WARM_UP_SEARCHES = [
  'email research assistant',
  'code copilot for my dental clinic',
  'summarise meeting notes',
  'contract review for a law firm',
  '"research assistant" -email',
  'emial resarch',
  'hr policy questions from employees',
  'bookkeeping for small business',
  'crewai multi agent',
  'chase unpaid invoices',
  'answer customer questions on whatsapp',
  'teachers marking essays',
]
const ROUNDS = 48

/** Whether this process has warmed its ranking up: V8 keeps the optimised code for every later index. */
let isWarm = false

/**
 * Ranks a fixed set of searches against the first index of WARM_UP_FROM_AGENTS or more agents
 * before any visitor's search does (decision 061): the first searches of a process no longer pay
 * for optimising the ranking, which made them the bench's p99 at 100,000 agents. About a second at
 * that size, on top of a build of half a minute. Once per process: an index built later ranked its
 * first searches at full speed without it.
 */
export function warmUpRanking(index: TSearchIndex): TSearchIndex {
  if (!isWarm && index.size >= WARM_UP_FROM_AGENTS) {
    rankWarmUpSearches(index)
    isWarm = true
  }

  return index
}

/** The warm-up itself, whatever the index's size. */
export function rankWarmUpSearches(index: TSearchIndex) {
  for (let round = 0; round < ROUNDS; round++) rankSearchMatches(index, parseSearchQuery(WARM_UP_SEARCHES[round % WARM_UP_SEARCHES.length]!, index))
}
