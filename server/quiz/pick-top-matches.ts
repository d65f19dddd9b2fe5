import { MATCH_FEATURE_VOCABULARY, type AgentMatchFeatures } from '../catalogue/index.ts'
import type { TMatchTarget } from './match-target.ts'
import { scoreBreakdown, type TScoredAgent } from './score-agent.ts'

export type TTopMatch = { index: number; score: number }

/** Enough reviews for a rating to mean something. */
const MINIMUM_REVIEWS_FOR_RATING = 3
/** Codes run 0–255 (254 null, 255 unknown): every table has a slot for each, 0 by default. */
const CODE_SLOTS = 256
const NOTHING = '\u0000'

/**
 * The score's rules turned into one table per column for this target, computed by the rules
 * themselves (scoreBreakdown) so the fast pass cannot drift from them: a column's code in, points out.
 */
function pointTables(target: TMatchTarget) {
  const neutral: TScoredAgent = { industry: NOTHING, category: NOTHING, difficulty: NOTHING, infrastructureNeeded: null, deploymentComplexity: null, selfDeployable: false }
  const table = (values: readonly string[], read: (value: string) => number) => {
    const points = new Uint8Array(CODE_SLOTS)
    values.forEach((value, code) => (points[code] = read(value)))

    return points
  }

  return {
    industry: table(MATCH_FEATURE_VOCABULARY.industries, (industry) => scoreBreakdown({ ...neutral, industry }, target).useCase),
    category: table(MATCH_FEATURE_VOCABULARY.categories, (category) => scoreBreakdown({ ...neutral, category }, target).useCase),
    difficulty: table(MATCH_FEATURE_VOCABULARY.difficulties, (difficulty) => scoreBreakdown({ ...neutral, difficulty }, target).difficulty),
    infrastructure: table(MATCH_FEATURE_VOCABULARY.infrastructures, (infrastructureNeeded) => scoreBreakdown({ ...neutral, infrastructureNeeded }, target).infrastructure),
    complexity: table(MATCH_FEATURE_VOCABULARY.deploymentComplexities, (deploymentComplexity) => scoreBreakdown({ ...neutral, deploymentComplexity }, target).complexity),
    selfDeployable: scoreBreakdown({ ...neutral, selfDeployable: true }, target).selfDeployable,
    problemFit: table(MATCH_FEATURE_VOCABULARY.categories, (category) => (target.problemCategories.has(category) ? 1 : 0)),
  }
}

export type PickTopMatchesOptions = { features: AgentMatchFeatures; target: TMatchTarget; limit: number }

/** One pass over the catalogue's features, keeping the best `limit` agents with a score above 0. */
export function pickTopMatches({ features, target, limit }: PickTopMatchesOptions): TTopMatch[] {
  const columns = features.columns
  const points = pointTables(target)
  const rating = (index: number) => (columns.totalRatings[index]! >= MINIMUM_REVIEWS_FOR_RATING ? columns.averageRatings[index]! : 0)
  // Ties: listings that fit the chosen problems, then live links, then a trustworthy rating, then complete listings, then the older id.
  const isBetter = (left: TTopMatch, right: TTopMatch): boolean => {
    if (left.score !== right.score) return left.score > right.score
    const fit = points.problemFit[columns.categories[left.index]!]! - points.problemFit[columns.categories[right.index]!]!
    if (fit !== 0) return fit > 0
    const demoted = columns.isDemoted[left.index]! - columns.isDemoted[right.index]!
    if (demoted !== 0) return demoted < 0
    if (rating(left.index) !== rating(right.index)) return rating(left.index) > rating(right.index)
    if (columns.completeness[left.index] !== columns.completeness[right.index]) return columns.completeness[left.index]! > columns.completeness[right.index]!

    return columns.ids[left.index]! < columns.ids[right.index]!
  }

  const top: TTopMatch[] = []
  for (let index = 0; index < features.count; index++) {
    // Use case is one rule over two columns: full points for either, else the related-work half.
    const score =
      Math.max(points.industry[columns.industries[index]!]!, points.category[columns.categories[index]!]!) +
      points.difficulty[columns.difficulties[index]!]! +
      points.infrastructure[columns.infrastructures[index]!]! +
      points.complexity[columns.deploymentComplexities[index]!]! +
      (columns.selfDeployable[index] ? points.selfDeployable : 0)
    if (score <= 0) continue
    if (top.length === limit && score < top[limit - 1]!.score) continue
    const candidate = { index, score }
    if (top.length === limit && !isBetter(candidate, top[limit - 1]!)) continue
    let position = top.length
    while (position > 0 && isBetter(candidate, top[position - 1]!)) position--
    top.splice(position, 0, candidate)
    if (top.length > limit) top.pop()
  }

  return top
}
