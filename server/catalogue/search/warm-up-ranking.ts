import { parseSearchQuery } from './parse-search-query.ts'
import { rankSearchMatches } from './rank-search-matches.ts'
import type { TSearchIndex } from './search-index-shape.ts'

/**
 * Below this many agents a cold ranking already takes about a millisecond: no warm-up.
 * At 100,000 agents the first ~40 rankings of a process took 6–26 ms each against 2–5 ms after
 * (V8 optimises the ranking's loops only after it has seen them run, path by path).
 */
export const WARM_UP_FROM_AGENTS = 20_000

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

/**
 * Ranks a fixed set of searches against a newly built index before any visitor's search does
 * (decision 061): the first searches after a start or a rebuild no longer pay for optimising the
 * ranking, which made them the bench's p99 at 100,000 agents. About a second at that size, on top
 * of a build of half a minute.
 */
export function warmUpRanking(index: TSearchIndex): TSearchIndex {
  if (index.size >= WARM_UP_FROM_AGENTS) rankWarmUpSearches(index)

  return index
}

/** The warm-up itself, whatever the index's size. */
export function rankWarmUpSearches(index: TSearchIndex) {
  for (let round = 0; round < ROUNDS; round++) rankSearchMatches(index, parseSearchQuery(WARM_UP_SEARCHES[round % WARM_UP_SEARCHES.length]!, index))
}
