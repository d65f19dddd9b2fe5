import { SELF_DEPLOYABLE_CODES, valueAt } from '../build-list-index.ts'
import type { TAgentSummary } from '../find-agents.schemas.ts'
import type { TSearchIndex } from './search-index-shape.ts'

const SELF_DEPLOYABLE = { [SELF_DEPLOYABLE_CODES.false]: false, [SELF_DEPLOYABLE_CODES.true]: true, [SELF_DEPLOYABLE_CODES.unknown]: null } as const

/**
 * The summary rows of a page of search results, in the order given, from the index (decision 041):
 * it and its list index hold every column a row shows, read for the same catalogue version, so a page costs
 * no query. Reading 24 rows from the database was about 40% of an uncached search's time.
 * Whether a premium placement is current depends on the time, so it is worked out now.
 */
export function pageRowsFromIndex(index: TSearchIndex, positions: number[], now: number): TAgentSummary[] {
  const { agents, listIndex } = index
  const { facets, columns } = listIndex

  return positions.map((position) => ({
    id: agents.id[position]!,
    slug: agents.slug[position]!,
    name: agents.name[position]!,
    description: agents.description[position]!,
    source: valueAt(facets.source, position)!,
    industry: valueAt(facets.industry, position)!,
    category: valueAt(facets.category, position)!,
    difficulty: valueAt(facets.difficulty, position)!,
    tags: agents.tags[position]!,
    link: agents.link[position]!,
    isPremium: listIndex.isPremium[position] === 1 && !(listIndex.premiumUntil[position]! <= now),
    priceCents: listIndex.priceCents[position]!,
    pricingType: valueAt(facets.pricingType, position)!,
    averageRating: listIndex.averageRating[position]!,
    totalRatings: agents.totalRatings[position]!,
    selfDeployable: SELF_DEPLOYABLE[listIndex.selfDeployable[position] as 0 | 1 | 2],
    deploymentComplexity: valueAt(columns.deploymentComplexity, position),
    infrastructureNeeded: valueAt(columns.infrastructureNeeded, position),
    stars: agents.stars[position]!,
    builderProfile: agents.builderProfile[position]!,
    linkStatus: valueAt(columns.linkStatus, position)!,
    isArchived: listIndex.isArchived[position] === 1,
    entryKind: agents.entryKind[position]!,
    isBusinessReady: agents.isBusinessReady[position] === 1,
  }))
}
