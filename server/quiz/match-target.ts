import type { Category, DeploymentComplexity, Difficulty, Industry, Infrastructure } from '../shared/taxonomy.ts'
import {
  DEPLOYMENT_PREFERENCES,
  PRIMARY_USES,
  PROBLEMS,
  RELATED_CATEGORIES,
  RELATED_INFRASTRUCTURES,
  TECH_EXPERIENCES,
  TIME_COMMITMENTS,
} from './quiz-questions.ts'
import type { TQuizAnswers } from './quiz.schemas.ts'

/** The answers turned into what an agent's columns are compared with, once per request. */
export type TMatchTarget = {
  primaryUseReason: string
  industries: ReadonlySet<string>
  categories: ReadonlySet<string>
  /** Categories one step away from the primary use (the spec's partial pairs). */
  relatedCategories: ReadonlySet<string>
  difficulty: Difficulty
  /** Levels next to the visitor's (beginner↔intermediate↔advanced). */
  adjacentDifficulties: ReadonlySet<string>
  infrastructure: Infrastructure | null
  relatedInfrastructures: ReadonlySet<string>
  /** Anything but an ongoing commitment: a self-deployable agent is worth it. */
  isTimeLimited: boolean
  deploymentComplexity: DeploymentComplexity
  problemCategories: ReadonlySet<string>
}

const DIFFICULTY_ORDER: Difficulty[] = ['beginner', 'intermediate', 'advanced']

function partnersOf<Value extends string>(values: readonly Value[], pairs: readonly (readonly [Value, Value])[]): Set<Value> {
  const partners = new Set<Value>()
  for (const [left, right] of pairs) {
    if (values.includes(left)) partners.add(right)
    if (values.includes(right)) partners.add(left)
  }
  for (const value of values) partners.delete(value)

  return partners
}

function optionOf<Option extends { code: string }>(options: readonly Option[], code: string): Option {
  const option = options.find((candidate) => candidate.code === code)
  if (!option) throw new Error(`Unknown quiz answer ${code}`)

  return option
}

export function resolveMatchTarget(answers: TQuizAnswers): TMatchTarget {
  const primaryUse = optionOf(PRIMARY_USES, answers.primaryUse)
  const categories: readonly Category[] = primaryUse.categories
  const industries: readonly Industry[] = primaryUse.industries
  const difficulty = optionOf(TECH_EXPERIENCES, answers.techExperience).difficulty
  const level = DIFFICULTY_ORDER.indexOf(difficulty)
  const infrastructure = optionOf(DEPLOYMENT_PREFERENCES, answers.deploymentPreference).infrastructure
  const time = optionOf(TIME_COMMITMENTS, answers.timeCommitment)

  return {
    primaryUseReason: primaryUse.reason,
    industries: new Set(industries),
    categories: new Set(categories),
    relatedCategories: partnersOf(categories, RELATED_CATEGORIES),
    difficulty,
    adjacentDifficulties: new Set([DIFFICULTY_ORDER[level - 1], DIFFICULTY_ORDER[level + 1]].filter((value) => value !== undefined)),
    infrastructure,
    relatedInfrastructures: infrastructure ? partnersOf([infrastructure], RELATED_INFRASTRUCTURES) : new Set(),
    isTimeLimited: time.code !== 'extensive',
    deploymentComplexity: time.complexity,
    problemCategories: new Set(answers.problemSolving.flatMap((code) => optionOf(PROBLEMS, code).categories)),
  }
}
