import { INDUSTRIES, INDUSTRY_LABELS, type Industry } from '../../shared/taxonomy.ts'
import { readCatalogueVersion } from '../read-catalogue-version.ts'
import { loadSearchIndex } from './load-search-index.ts'
import { parseSearchQuery } from './parse-search-query.ts'
import { rankSearchMatches } from './rank-search-matches.ts'
import { selectBestByScore } from './select-best.ts'
import { INDUSTRY_VOCABULARY } from './vocabulary/index.ts'
import { ZSuggestSearchesQuery, type TSearchSuggestions, type TSuggestSearchesQuery } from './suggest-searches.schemas.ts'
import { tokeniseSearchText } from './tokenise-search-text.ts'

const MAXIMUM_COMPLETIONS = 5
const MAXIMUM_AGENTS = 5

function industriesFor(words: string[], prefix: string): Industry[] {
  return INDUSTRIES.filter((industry) => {
    if (industry === 'general') return false
    const label = INDUSTRY_LABELS[industry].toLowerCase()
    const intent = INDUSTRY_VOCABULARY[industry].intent
    return words.some((word) => intent.includes(word)) || (prefix.length >= 2 && (label.startsWith(prefix) || intent.some((word) => word.startsWith(prefix))))
  }).slice(0, 3)
}

/**
 * Suggestions as the visitor types: the last word completed from the catalogue's words, the
 * industries the words point to, and the agents a search for them would rank first. Reads only
 * the in-process index (one version look-up), so it answers in a few milliseconds.
 */
export async function suggestSearches(query: TSuggestSearchesQuery): Promise<TSearchSuggestions> {
  const { q } = ZSuggestSearchesQuery.parse(query)
  const index = await loadSearchIndex(await readCatalogueVersion())
  const words = tokeniseSearchText(q)
  const prefix = /\s$/.test(q) ? '' : (words.at(-1) ?? '')
  const leading = prefix ? words.slice(0, -1) : words

  const completions: [string, number][] = []
  if (prefix.length >= 2) {
    for (const [word, documents] of index.words) if (word.startsWith(prefix) && word.length > prefix.length) completions.push([word, documents])
    completions.sort((left, right) => right[1] - left[1] || left[0].localeCompare(right[0]))
  }
  const searches = completions.slice(0, MAXIMUM_COMPLETIONS).map(([word]) => [...leading, word].join(' '))

  // Rank agents for the words typed, with the last one completed to its most common word.
  const searchText = [...leading, completions[0]?.[0] ?? prefix].join(' ')
  const ranked = rankSearchMatches(index, parseSearchQuery(searchText, index))
  const best = selectBestByScore(ranked.positions, ranked.scores, MAXIMUM_AGENTS, (left, right) => ranked.scores[right]! - ranked.scores[left]! || index.agents.id[left]! - index.agents.id[right]!)

  return {
    searches,
    industries: industriesFor(words, prefix).map((industry) => ({ value: industry, label: INDUSTRY_LABELS[industry] })),
    agents: best.map((position) => ({ id: index.agents.id[position]!, slug: index.agents.slug[position]!, name: index.agents.name[position]! })),
  }
}
