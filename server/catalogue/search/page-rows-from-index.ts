import type { TAgentSummary } from '../find-agents.schemas.ts'
import { SELF_DEPLOYABLE_CODES, type TSearchIndex } from './search-index-shape.ts'

const SELF_DEPLOYABLE = { [SELF_DEPLOYABLE_CODES.false]: false, [SELF_DEPLOYABLE_CODES.true]: true, [SELF_DEPLOYABLE_CODES.unknown]: null } as const

/**
 * The summary rows of a page of search results, in the order given, from the index (decision 041):
 * it already holds every column a row shows, read for the same catalogue version, so a page costs
 * no query. Reading 24 rows from the database was about 40% of an uncached search's time.
 * Whether a premium placement is current depends on the time, so it is worked out now.
 */
export function pageRowsFromIndex(index: TSearchIndex, positions: number[], now: number): TAgentSummary[] {
  const { agents } = index

  return positions.map((position) => ({
    id: agents.id[position]!,
    slug: agents.slug[position]!,
    name: agents.name[position]!,
    description: agents.description[position]!,
    source: agents.source[position]!,
    industry: agents.industry[position]!,
    category: agents.category[position]!,
    difficulty: agents.difficulty[position]!,
    tags: agents.tags[position]!,
    link: agents.link[position]!,
    isPremium: agents.isPremium[position] === 1 && !(agents.premiumUntil[position]! <= now),
    priceCents: agents.priceCents[position]!,
    pricingType: agents.pricingType[position]!,
    averageRating: agents.averageRating[position]!,
    totalRatings: agents.totalRatings[position]!,
    selfDeployable: SELF_DEPLOYABLE[agents.selfDeployable[position] as 0 | 1 | 2],
    deploymentComplexity: agents.deploymentComplexity[position]!,
    infrastructureNeeded: agents.infrastructureNeeded[position]!,
    stars: agents.stars[position]!,
    builderProfile: agents.builderProfile[position]!,
    linkStatus: agents.linkStatus[position]!,
    isArchived: agents.isArchived[position] === 1,
    entryKind: agents.entryKind[position]!,
    isBusinessReady: agents.isBusinessReady[position] === 1,
  }))
}
